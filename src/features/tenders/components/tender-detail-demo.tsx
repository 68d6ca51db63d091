import { LockClosedIcon } from '@heroicons/react/24/outline';
import { useEffect } from 'react';
import { PageTitle } from '@/components/ui/primitives/page-title';
import { ButtonLink } from '@/components/ui/controls/button';
import { paths } from '@/config/paths';
import { notifyNoFullAccess } from '@/features/tenders/logged-in/notify-no-full-access';
import { t } from '@/i18n/tenders';

/**
 * A user without full access who opens a detail URL directly: the blocking toast of spec §6 and a page
 * that says why and what to do, instead of the server's 403 as an error.
 */
export function TenderDetailDemo() {
  useEffect(() => {
    notifyNoFullAccess();
  }, []);
  return (
    <div className="flex flex-col items-start gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <LockClosedIcon className="size-8 text-blue-700" aria-hidden="true" />
      <PageTitle>{t('tenders.detail.demo.title')}</PageTitle>
      <p className="text-slate-700">{t('tenders.detail.demo.body')}</p>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={paths.account.getHref()} state={{ scrollToBilling: true }}>
          {t('tenders.detail.demo.subscribe')}
        </ButtonLink>
        <ButtonLink to={paths.tenders.getHref()} variant="outlined">
          {t('tenders.detail.demo.backToFeed')}
        </ButtonLink>
      </div>
    </div>
  );
}
