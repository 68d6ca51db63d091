import { TenderFeed } from '@/features/tenders/feed/tender-feed';
import { t } from '@/i18n';
import { useFeedContext } from '@/pages/tenders/feed/use-feed-context';

export default function PastFeedPage() {
  const context = useFeedContext('past');
  return <TenderFeed kind="past" title={t('layout.pageTitles.past')} {...context} />;
}
