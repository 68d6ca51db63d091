import { PagePlaceholder } from '@/components/page-placeholder';
import { t } from '@/i18n';

export default function EmailChangeConfirmPage() {
  return <PagePlaceholder title={t('layout.pageTitles.emailChangeConfirm')} />;
}
