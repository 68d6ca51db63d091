/** The 'Profiel' button's look, shared by the real menu button and the one shown before it loads. */
export const profileButtonClass =
  'inline-flex min-h-11 items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-700';
