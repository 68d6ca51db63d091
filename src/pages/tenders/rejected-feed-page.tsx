import { TenderFeed } from '@/features/tenders/components/tender-feed';
import { t } from '@/i18n';
import { useFeedContext } from './use-feed-context';

export default function RejectedFeedPage() {
  const { hasFullAccess, profile } = useFeedContext('rejected');
  return (
    <TenderFeed
      kind="rejected"
      title={t('layout.pageTitles.rejected')}
      hasFullAccess={hasFullAccess}
      profile={profile}
    />
  );
}
