/** The offline queue's texts that only its code, loaded after the first paint, shows (issue #42). */
export const offlineQueue = {
  /** A session that ended (not a logout) with changes waiting: kept for the same user's next login. */
  keptAtSessionEnd: {
    one: 'Je sessie is afgelopen. 1 wijziging wacht: log opnieuw in om ze te versturen.',
    other: 'Je sessie is afgelopen. {count} wijzigingen wachten: log opnieuw in om ze te versturen.',
  },
};
