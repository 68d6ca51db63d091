import { PagePlaceholder } from '@/components/page-placeholder';
import { t } from '@/i18n';

export default function FeedPage() {
  return <PagePlaceholder title={t('layout.pageTitles.feed')} />;
}
