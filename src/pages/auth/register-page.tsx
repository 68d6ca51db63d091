import { PagePlaceholder } from '@/components/page-placeholder';
import { t } from '@/i18n';

export default function RegisterPage() {
  return <PagePlaceholder title={t('layout.pageTitles.register')} />;
}
