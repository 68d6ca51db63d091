import { TenderFeed } from '@/features/tenders/components/tender-feed';
import { t } from '@/i18n';
import { useFeedContext } from './use-feed-context';

export default function SavedFeedPage() {
  const { hasFullAccess, profile } = useFeedContext('saved');
  return (
    <TenderFeed kind="saved" title={t('layout.pageTitles.saved')} hasFullAccess={hasFullAccess} profile={profile} />
  );
}
