import { ArrowPathIcon } from '@heroicons/react/20/solid';
import { t } from '@/i18n/offline';

/** 'Nieuwe versie beschikbaar' while a new build waits; only the user's click reloads the page. */
export default function UpdatePrompt({ onReload }: { onReload: () => void }) {
  return (
    <p className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-blue-50 px-4 py-2 text-center text-sm text-blue-900">
      {t('offline.update.available')}
      <button
        type="button"
        onClick={onReload}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 font-semibold text-blue-800 underline underline-offset-2 hover:bg-blue-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
      >
        <ArrowPathIcon className="size-4" aria-hidden="true" />
        {t('offline.update.reload')}
      </button>
    </p>
  );
}
