import { useNavigate } from 'react-router-dom';
import { Banner } from '@/components/ui/controls/banner';
import { paths } from '@/config/paths';
import { t } from '@/i18n/preferences';

/** Shown while the AI profile is processed (spec §2 Preferences page): info, with a way to the feed. */
export function ProcessingBanner() {
  const navigate = useNavigate();
  return (
    <Banner
      status="info"
      title={t('preferences.processing.title')}
      message={t('preferences.processing.message')}
      actions={[{ label: t('preferences.processing.toTenders'), onClick: () => navigate(paths.tenders.getHref()) }]}
    />
  );
}
