import type { Wordmark } from '../types';

/**
 * Neutral sample wordmarks (invented names, drawn as SVG text). Real customer and sponsor logos
 * appear only with their owners' consent (design.md 'Content and tone').
 */
export const customerWordmarks: Wordmark[] = [
  { name: 'Noordlicht Digitaal', src: '/landing/logos/noordlicht-digitaal.svg', width: 220, height: 40 },
  { name: 'Brugwerk', src: '/landing/logos/brugwerk.svg', width: 124, height: 40 },
  { name: 'Kempenlab', src: '/landing/logos/kempenlab.svg', width: 133, height: 40 },
  { name: 'Polderpixel', src: '/landing/logos/polderpixel.svg', width: 150, height: 40 },
  { name: 'Leiestroom Media', src: '/landing/logos/leiestroom-media.svg', width: 194, height: 40 },
];

export const sponsorWordmarks: Wordmark[] = [
  {
    name: 'Fonds Innovatief Ondernemen',
    src: '/landing/logos/fonds-innovatief-ondernemen.svg',
    width: 329,
    height: 48,
  },
  { name: 'Netwerk Digitale Kmo', src: '/landing/logos/netwerk-digitale-kmo.svg', width: 260, height: 48 },
  { name: 'Starterslab Vlaanderen', src: '/landing/logos/starterslab-vlaanderen.svg', width: 279, height: 48 },
];
