/** Texts of the .ics files ('Zet in agenda', 'Exporteer deadlines'): loaded with the code that writes them. */
export const calendar = {
  fileName: 'deadline-aanbesteding-{id}.ics',
  exportFileName: 'deadlines-bewaarde-aanbestedingen.ics',
  summary: 'Deadline: {name}',
  description: 'Uiterste datum voor indiening: {date}',
  descriptionOrganization: 'Organisatie: {organization}',
  descriptionLink: 'Bekijk de aanbesteding in Tenderwijzer: {link}',
  at: '{date} om {time}',
  reminder: {
    one: 'Nog {count} dag tot de deadline: {name}',
    other: 'Nog {count} dagen tot de deadline: {name}',
  },
  exported: { one: '{count} deadline geëxporteerd.', other: '{count} deadlines geëxporteerd.' },
  exportSkipped: {
    one: '{count} bewaarde aanbesteding zonder komende einddatum is overgeslagen.',
    other: '{count} bewaarde aanbestedingen zonder komende einddatum zijn overgeslagen.',
  },
  exportNone: 'Geen van je bewaarde aanbestedingen heeft een komende einddatum.',
} as const;
