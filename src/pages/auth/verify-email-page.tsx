import { PagePlaceholder } from '@/components/page-placeholder';
import { t } from '@/i18n';

export default function VerifyEmailPage() {
  return <PagePlaceholder title={t('layout.pageTitles.verifyEmail')} />;
}
