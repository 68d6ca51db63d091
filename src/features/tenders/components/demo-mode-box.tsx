import { SparklesIcon } from '@heroicons/react/24/outline';
import { ButtonLink } from '@/components/ui/primitives/button-link';
import { Callout } from '@/components/lists/callout';
import { paths } from '@/config/paths';
import { t } from '@/i18n/tenders';

/** Tells a user without full access that the feed is a demo, with one way out: a subscription. */
export function DemoModeBox() {
  return (
    <Callout
      tone="info"
      inline
      icon={SparklesIcon}
      title={t('tenders.demo.title')}
      action={
        <ButtonLink to={paths.account.getHref()} state={{ scrollToBilling: true }} size="sm">
          {t('tenders.demo.action')}
        </ButtonLink>
      }
    >
      {t('tenders.demo.message')}
    </Callout>
  );
}
