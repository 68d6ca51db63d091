import { TenderFeed } from '@/features/tenders/components/tender-feed';
import { t } from '@/i18n';
import { useFeedContext } from './use-feed-context';

export default function PastFeedPage() {
  const context = useFeedContext('past');
  return <TenderFeed kind="past" title={t('layout.pageTitles.past')} {...context} />;
}
