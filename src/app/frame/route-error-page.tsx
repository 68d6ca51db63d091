import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { t } from '@/i18n';

type RouteErrorPageProps = {
  /** Re-renders the failed route; a chunk that failed to load needs a page reload instead. */
  onRetry: () => void;
  /** The page's code could not be fetched (typically a deploy replaced it): the retry reloads. */
  chunkFailed?: boolean;
  /** Whether this page is the content landmark itself (nothing around it renders `<main>`). */
  landmark?: boolean;
};

/** Any error thrown while rendering or loading a route: a Dutch message, never a blank page. */
export function RouteErrorPage({ onRetry, chunkFailed = false, landmark = false }: RouteErrorPageProps) {
  const Root = landmark ? 'main' : 'div';
  return (
    <Root
      id={landmark ? 'main' : undefined}
      className="mx-auto flex w-full max-w-xl flex-1 flex-col items-start gap-4 px-4 py-16"
    >
      <h1 className="text-2xl">{t('layout.appError.title')}</h1>
      <p role="alert" className="text-slate-700">
        {chunkFailed ? t('layout.appError.chunkMessage') : t('layout.appError.message')}
      </p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={chunkFailed ? () => window.location.reload() : onRetry}
          className="min-h-11 rounded-lg bg-blue-700 px-4 text-sm font-medium text-white hover:bg-blue-800"
        >
          {chunkFailed ? t('layout.appError.reload') : t('layout.appError.retry')}
        </button>
        <Link
          to={paths.home.getHref()}
          className="inline-flex min-h-11 items-center rounded-lg border border-blue-700 px-4 text-sm font-medium text-blue-700 hover:bg-blue-50"
        >
          {t('layout.appError.home')}
        </Link>
      </div>
    </Root>
  );
}
