/** 'Verplaats naar…': the stand-in and the loaded menu's button look the same, so nothing moves in the swap. */
export const moveMenuButtonClass =
  'inline-flex min-h-11 w-full items-center justify-between gap-1 rounded-lg border border-slate-300 bg-white px-2 text-left text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 data-open:border-blue-700';
