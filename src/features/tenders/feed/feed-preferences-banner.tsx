import { useNavigate } from 'react-router-dom';
import { Banner } from '@/components/ui/controls/banner';
import { paths } from '@/config/paths';
import { t } from '@/i18n/tenders';

/** Why the main feed is not ordered by match score: the profile is being processed, or incomplete. */
export function FeedPreferencesBanner({ reason }: { reason: 'processing' | 'incomplete' }) {
  const navigate = useNavigate();
  const toPreferences = () => void navigate(paths.preferences.getHref());
  if (reason === 'processing') {
    return (
      <Banner
        status="info"
        title={t('tenders.feed.processingTitle')}
        message={t('tenders.feed.processingMessage')}
        actions={[{ label: t('tenders.feed.processingAction'), onClick: toPreferences }]}
      />
    );
  }
  return (
    <Banner
      status="warning"
      title={t('tenders.feed.incompleteTitle')}
      message={t('tenders.feed.incompleteMessage')}
      actions={[{ label: t('tenders.feed.incompleteAction'), onClick: toPreferences }]}
    />
  );
}
