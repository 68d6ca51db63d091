import { LockClosedIcon } from '@heroicons/react/24/outline';
import { ButtonLink } from '@/components/ui/primitives/button-link';
import { Callout } from '@/components/lists/callout';
import { paths } from '@/config/paths';
import { t } from '@/i18n/pipeline';

/** For a user without full access (the API answers 403): what the pipeline is, and the way to a subscription. */
export function PipelineDemo() {
  return (
    <Callout
      tone="info"
      icon={LockClosedIcon}
      title={t('pipeline.demo.title')}
      action={
        <ButtonLink to={paths.account.getHref()} state={{ scrollToBilling: true }} size="sm">
          {t('pipeline.demo.action')}
        </ButtonLink>
      }
    >
      {t('pipeline.demo.body')}
    </Callout>
  );
}
