import { LockClosedIcon } from '@heroicons/react/24/outline';
import { ButtonLink } from '@/components/ui/controls/button';
import { paths } from '@/config/paths';
import { t } from '@/i18n/awards';

/** The API has past awards but this user lacks full access (403): what they would see, and the way to it. */
export function AwardsDemo() {
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-blue-200 bg-blue-50 p-4 text-blue-950">
      <p className="flex items-center gap-2 font-semibold">
        <LockClosedIcon className="size-5 shrink-0" aria-hidden="true" />
        {t('awards.demo.title')}
      </p>
      <p>{t('awards.demo.body')}</p>
      <ButtonLink to={paths.account.getHref()} state={{ scrollToBilling: true }} size="sm">
        {t('awards.demo.subscribe')}
      </ButtonLink>
    </div>
  );
}
