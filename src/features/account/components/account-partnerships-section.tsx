import { EnvelopeIcon } from '@heroicons/react/20/solid';
import { buttonClasses } from '@/components/ui/primitives/button-styles';
import { t } from '@/i18n/account';
import { mailtoHref } from '@/lib/frame/mailto';

const PARTNERSHIPS = [
  {
    key: 'supplier',
    title: t('account.partnerships.supplierTitle'),
    text: t('account.partnerships.supplierText'),
    subject: t('account.partnerships.supplierSubject'),
  },
  {
    key: 'government',
    title: t('account.partnerships.governmentTitle'),
    text: t('account.partnerships.governmentText'),
    subject: t('account.partnerships.governmentSubject'),
  },
] as const;

/**
 * 'Partnerschappen' (spec §2): the spec defines no action behind 'Demo aanvragen', so each opens a
 * mail draft to the contact address with its own subject (docs/product/behaviour.md, 'Partnerships').
 * Links, not scripts, so the user sees and can copy where they lead.
 */
export function PartnershipsSection() {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">{t('account.partnerships.intro')}</p>
      <ul className="grid gap-4 md:grid-cols-2">
        {PARTNERSHIPS.map((partnership) => (
          <li key={partnership.key} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4">
            <h3 className="font-semibold text-slate-900">{partnership.title}</h3>
            <p className="flex-1 text-sm text-slate-700">{partnership.text}</p>
            <a
              href={mailtoHref({ subject: partnership.subject, body: t('account.partnerships.body') })}
              aria-label={t('account.partnerships.requestFor', { audience: partnership.title })}
              className={buttonClasses({ variant: 'outlined', className: 'self-start' })}
            >
              <EnvelopeIcon className="size-4" aria-hidden="true" />
              {t('account.partnerships.request')}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
