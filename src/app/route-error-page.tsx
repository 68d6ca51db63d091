import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { paths } from '@/config/paths';
import { t } from '@/i18n';

/** Any error thrown while rendering or loading a route: a Dutch message, never a blank page. */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="mx-auto flex w-full max-w-xl flex-1 flex-col items-start gap-4 px-4 py-16">
      <h1 className="text-2xl">{notFound ? t('layout.notFound.title') : t('layout.appError.title')}</h1>
      <p role="alert" className="text-slate-700">
        {notFound ? t('layout.notFound.message') : t('layout.appError.message')}
      </p>
      <div className="flex flex-wrap gap-3">
        {!notFound && (
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="min-h-11 rounded-lg bg-blue-700 px-4 text-sm font-medium text-white hover:bg-blue-800"
          >
            {t('layout.appError.retry')}
          </button>
        )}
        <Link
          to={paths.home.getHref()}
          className="inline-flex min-h-11 items-center rounded-lg border border-blue-700 px-4 text-sm font-medium text-blue-700 hover:bg-blue-50"
        >
          {t('layout.appError.home')}
        </Link>
      </div>
    </main>
  );
}
