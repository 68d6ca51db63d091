/** Ids of a field's hint and error message, derived from the control's id. */
export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/**
 * ARIA wiring of a form control: invalid when an error is given, described by its hint and
 * error (and by whatever the caller already passes).
 */
export function fieldAria(
  id: string,
  { hint, error, describedBy }: { hint?: unknown; error?: string; describedBy?: string },
) {
  const ids = [describedBy, hint ? hintId(id) : undefined, error ? errorId(id) : undefined].filter(Boolean);
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
  };
}

/** Look of single- and multi-line inputs; the red border follows aria-invalid. */
export const controlClasses =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm ' +
  'placeholder:text-slate-500 transition-colors duration-150 ease-out ' +
  'focus:border-blue-700 focus:outline-2 focus:outline-offset-0 focus:outline-blue-700 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 read-only:bg-slate-50 ' +
  'aria-invalid:border-red-600 aria-invalid:focus:outline-red-600';
