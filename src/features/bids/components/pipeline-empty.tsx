import { ViewColumnsIcon } from '@heroicons/react/24/outline';
import { ButtonLink } from '@/components/ui/primitives/button-link';
import { Callout } from '@/components/lists/callout';
import { paths } from '@/config/paths';
import { t } from '@/i18n/pipeline';

/** No Bids yet: how a tender gets on the board. */
export function PipelineEmpty() {
  return (
    <Callout
      tone="neutral"
      icon={ViewColumnsIcon}
      title={t('pipeline.empty.title')}
      action={<ButtonLink to={paths.tenders.getHref()}>{t('pipeline.empty.action')}</ButtonLink>}
    >
      {t('pipeline.empty.body')}
    </Callout>
  );
}
