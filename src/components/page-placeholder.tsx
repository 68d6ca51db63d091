import { t } from '@/i18n';
import { PageTitle } from './page-title';

/** A route whose page is not built yet: its title inside the shared layout, never a blank screen. */
export function PagePlaceholder({ title }: { title: string }) {
  return (
    <div className="flex flex-col gap-3 px-0 py-2">
      <PageTitle>{title}</PageTitle>
      <p className="text-slate-600">{t('layout.comingSoon')}</p>
    </div>
  );
}
