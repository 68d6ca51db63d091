import { TenderFeed } from '@/features/tenders/feed/tender-feed';
import { t } from '@/i18n';
import { useFeedContext } from '@/pages/tenders/feed/use-feed-context';

export default function FeedPage() {
  const context = useFeedContext('main');
  return <TenderFeed kind="main" title={t('layout.pageTitles.feed')} {...context} />;
}
