import { TenderFeed } from '@/features/tenders/components/tender-feed';
import { t } from '@/i18n';
import { useFeedContext } from './use-feed-context';

export default function FeedPage() {
  const context = useFeedContext('main');
  return <TenderFeed kind="main" title={t('layout.pageTitles.feed')} {...context} />;
}
