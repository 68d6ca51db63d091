import { PageTitle } from '@/components/ui/primitives/page-title';
import { ButtonLink } from '@/components/ui/controls/button';
import { paths } from '@/config/paths';
import { t } from '@/i18n';

export default function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4 px-4 py-16">
      <PageTitle>{t('layout.notFound.title')}</PageTitle>
      <p className="text-slate-700">{t('layout.notFound.message')}</p>
      <ButtonLink to={paths.home.getHref()}>{t('layout.notFound.home')}</ButtonLink>
    </div>
  );
}
