/** A tender's days left in the feed's wording (spec §2 'Feed pages'): its cards' and the bid pipeline's. */
export const dayCount = {
  daysRemaining: { one: 'Dag resterend', other: 'Dagen resterend' },
  today: 'Vandaag',
  daysAgo: { one: 'Dag geleden', other: 'Dagen geleden' },
  noDate: 'Geen datum',
} as const;
