import { PagePlaceholder } from '@/components/page-placeholder';
import { t } from '@/i18n';

export default function SavedFeedPage() {
  return <PagePlaceholder title={t('layout.pageTitles.saved')} />;
}
