import { SparklesIcon } from '@heroicons/react/24/outline';
import { ButtonLink } from '@/components/ui/primitives/button-link';
import { paths } from '@/config/paths';
import { t } from '@/i18n/tenders';

/** Tells a user without full access that the feed is a demo, with one way out: a subscription. */
export function DemoModeBox() {
  return (
    <section
      aria-labelledby="demo-mode-title"
      className="flex flex-col gap-3 rounded-xl border border-blue-200 bg-blue-50 p-4 text-blue-950 sm:flex-row sm:items-center sm:p-5"
    >
      <SparklesIcon className="size-6 shrink-0 text-blue-700" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <h2 id="demo-mode-title" className="text-base font-semibold">
          {t('tenders.demo.title')}
        </h2>
        <p className="mt-1 text-sm">{t('tenders.demo.message')}</p>
      </div>
      <ButtonLink
        to={paths.account.getHref()}
        state={{ scrollToBilling: true }}
        size="sm"
        className="self-start sm:self-auto"
      >
        {t('tenders.demo.action')}
      </ButtonLink>
    </section>
  );
}
