import { PagePlaceholder } from '@/components/page-placeholder';
import { t } from '@/i18n';

export default function PastFeedPage() {
  return <PagePlaceholder title={t('layout.pageTitles.past')} />;
}
