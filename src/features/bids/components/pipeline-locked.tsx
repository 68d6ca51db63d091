import { LockClosedIcon } from '@heroicons/react/24/outline';
import { ButtonLink } from '@/components/ui/primitives/button-link';
import { paths } from '@/config/paths';
import { t } from '@/i18n/pipeline';

/** For a user without full access (the API answers 403): what the pipeline is, and the way to a subscription. */
export function PipelineLocked() {
  return (
    <section
      aria-labelledby="pipeline-locked-title"
      className="flex flex-col items-start gap-3 rounded-xl border border-blue-200 bg-blue-50 p-5 text-blue-950"
    >
      <LockClosedIcon className="size-6 text-blue-700" aria-hidden="true" />
      <h2 id="pipeline-locked-title" className="text-lg font-semibold">
        {t('pipeline.locked.title')}
      </h2>
      <p className="max-w-prose">{t('pipeline.locked.body')}</p>
      <ButtonLink to={paths.account.getHref()} state={{ scrollToBilling: true }} size="sm">
        {t('pipeline.locked.action')}
      </ButtonLink>
    </section>
  );
}
