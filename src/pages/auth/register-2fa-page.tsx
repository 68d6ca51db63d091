import { PagePlaceholder } from '@/components/page-placeholder';
import { t } from '@/i18n';

export default function RegisterTwoFactorPage() {
  return <PagePlaceholder title={t('layout.pageTitles.register2fa')} />;
}
