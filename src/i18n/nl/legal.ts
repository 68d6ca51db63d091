/**
 * Page chrome of the legal pages. The legal prose itself lives in
 * src/features/legal/content/{privacy,terms}.ts so it loads only with those (lazy) pages.
 */
export const legal = {
  privacy: { title: 'Privacyverklaring' },
  terms: { title: 'Gebruiksvoorwaarden' },
  lastUpdated: 'Laatst bijgewerkt op {date}',
  toc: 'Inhoudstafel',
  contactEmail: 'E-mail',
  contactPhone: 'Telefoon',
  contactAddress: 'Adres',
  seeAlso: 'Lees ook',
} as const;
