/** English fallback, used where a Dutch label is missing (spec §1). */
export const en = {
  tenders: {
    topics: {
      description: 'Description',
      budgeting_and_finance: 'Budgeting and Finance',
      planning_and_deadlines: 'Planning and Deadlines',
      duration: 'Duration',
      location: 'Location',
      award_criteria: 'Award Criteria',
      summary: 'Summary',
      sectors: 'Sectors',
      requirements: 'Requirements',
    },
  },
} as const;
