import { TenderFeed } from '@/features/tenders/feed/tender-feed';
import { t } from '@/i18n';
import { useFeedContext } from '@/pages/tenders/feed/use-feed-context';

export default function RejectedFeedPage() {
  const context = useFeedContext('rejected');
  return <TenderFeed kind="rejected" title={t('layout.pageTitles.rejected')} {...context} />;
}
