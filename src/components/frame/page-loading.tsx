import { t } from '@/i18n';

/** Shown while a page's code loads; the text stays available to screen readers. */
export function PageLoading() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status">
      <span
        className="h-8 w-8 animate-spin rounded-full border-4 border-blue-200 border-t-blue-700"
        aria-hidden="true"
      />
      <span className="sr-only">{t('layout.preferencesSummary.loading')}</span>
    </div>
  );
}
