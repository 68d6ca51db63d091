import { PagePlaceholder } from '@/components/page-placeholder';
import { t } from '@/i18n';

export default function RejectedFeedPage() {
  return <PagePlaceholder title={t('layout.pageTitles.rejected')} />;
}
