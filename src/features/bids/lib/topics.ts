/** `award_criteria`, and any topic whose type says award criteria (gunningscriteria). */
export function isAwardCriteriaTopic(type: string): boolean {
  return /award|gunning/i.test(type);
}
