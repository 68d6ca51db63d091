/**
 * The go/no-go sheet (issue #24; docs/decisions/091-go-no-go-sheet-on-the-detail.md) and the bid pipeline
 * (issue #25). Kept out of constants.ts (in the entry chunk, on every page) like config/calendar.ts: only the
 * sheet's and the pipeline's code, each loaded apart, need them. The autosave delay is
 * TIMINGS.bidAutosaveDebounce in constants.ts.
 */
export const BID_SHEET = {
  /** The API stores at most this much JSON of `sheet` (the extension's limit). */
  maxSheetBytes: 64 * 1024,
  maxQuestionLength: 500,
  maxCriterionLabelLength: 120,
  maxReasonLength: 2000,
  maxNotesLength: 20_000,
  /** Each criterion is scored 0 (not at all) to 4 (fully). */
  maxScore: 4,
  maxWeight: 100,
  /** Advice thresholds on the rounded total percentage. */
  goFromPercent: 70,
  discussFromPercent: 50,
  /** Calendar days before the submission deadline, in the plan's order. */
  milestoneDaysBefore: { questions: 14, goNoGo: 12, firstDraft: 7, review: 3, submission: 0 },
  /** Reminders of an exported milestone. */
  milestoneReminderDaysBefore: [1],
} as const;

/** The default weighted criteria (weights sum to 100); the labels are in the Dutch dictionary. */
export const DEFAULT_BID_CRITERIA = [
  { key: 'strategicFit', weight: 20 },
  { key: 'references', weight: 20 },
  { key: 'capacity', weight: 15 },
  { key: 'competition', weight: 20 },
  { key: 'margin', weight: 15 },
  { key: 'relationship', weight: 10 },
] as const;

/** The bid pipeline, 'Mijn biedingen' (issue #25). */
export const BID_PIPELINE = {
  /** The board reads every page of `GET /bids/` (20 a page), but stops here if a server keeps answering a `next`. */
  maxPages: 100,
  /** How many deadlines 'Deadlines in zicht' lists above the board. */
  nextDeadlines: 5,
} as const;
