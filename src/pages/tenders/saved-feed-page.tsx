import { TenderFeed } from '@/features/tenders/feed/tender-feed';
import { t } from '@/i18n';
import { useFeedContext } from '@/pages/tenders/feed/use-feed-context';

export default function SavedFeedPage() {
  const context = useFeedContext('saved');
  return <TenderFeed kind="saved" title={t('layout.pageTitles.saved')} {...context} />;
}
