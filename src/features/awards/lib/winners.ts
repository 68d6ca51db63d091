import type { Award } from '../api/schemas';

/** The winners as one line: 'Bureau A (Gent), Bureau B'; empty when the notice names none. */
export function winnersText(award: Pick<Award, 'winners'>): string {
  return (award.winners ?? [])
    .map((winner) => (winner.city ? `${winner.name} (${winner.city})` : winner.name))
    .join(', ');
}
