import { ViewColumnsIcon } from '@heroicons/react/24/outline';
import { ButtonLink } from '@/components/ui/primitives/button-link';
import { paths } from '@/config/paths';
import { t } from '@/i18n/pipeline';

/** No Bids yet: how a tender gets on the board. */
export function PipelineEmpty() {
  return (
    <section
      aria-labelledby="pipeline-empty-title"
      className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-6"
    >
      <ViewColumnsIcon className="size-8 text-slate-500" aria-hidden="true" />
      <h2 id="pipeline-empty-title" className="text-lg font-semibold">
        {t('pipeline.empty.title')}
      </h2>
      <p className="max-w-prose text-slate-700">{t('pipeline.empty.body')}</p>
      <ButtonLink to={paths.tenders.getHref()}>{t('pipeline.empty.action')}</ButtonLink>
    </section>
  );
}
