/** The installable app offline (issue #26): loaded with the app pages, not with the landing page. */
export const offline = {
  /** Offline with data on screen: how old it is. */
  since: {
    today: 'Offline — gegevens van vandaag {time}',
    yesterday: 'Offline — gegevens van gisteren {time}',
    earlier: 'Offline — gegevens van {date} {time}',
  },
  /** Changes not yet stored by the server (issue #42): offline, or sent without an answer. */
  waiting: {
    one: '1 wijziging wacht op verzending',
    other: '{count} wijzigingen wachten op verzending',
  },
  /** Asked before a logout while changes wait to be sent (issue #42): the logout deletes them. */
  logoutWithWaiting: {
    one: '1 wijziging is nog niet verstuurd. Als je nu uitlogt, gaat ze verloren. Toch uitloggen?',
    other: '{count} wijzigingen zijn nog niet verstuurd. Als je nu uitlogt, gaan ze verloren. Toch uitloggen?',
  },
  needsConnection: 'Hiervoor is een internetverbinding nodig. Zodra je weer online bent, laden we het vanzelf.',
  update: {
    available: 'Nieuwe versie beschikbaar',
    reload: 'Opnieuw laden',
  },
};
