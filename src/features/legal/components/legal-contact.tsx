import { env } from '@/config/env';
import { t } from '@/i18n/legal';
import { company } from '../content/company';

const linkClasses = 'font-medium text-blue-700 underline underline-offset-2 hover:text-blue-900';

/** The company's address, contact email and phone, as a definition list with mailto/tel links. */
export function LegalContact() {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <dt className="font-medium text-slate-700">{t('legal.contactAddress')}</dt>
      <dd>
        {company.name}, {company.address}
      </dd>
      <dt className="font-medium text-slate-700">{t('legal.contactEmail')}</dt>
      <dd>
        <a className={linkClasses} href={`mailto:${env.CONTACT_EMAIL}`}>
          {env.CONTACT_EMAIL}
        </a>
      </dd>
      <dt className="font-medium text-slate-700">{t('legal.contactPhone')}</dt>
      <dd>
        <a className={linkClasses} href={`tel:${env.CONTACT_PHONE.replace(/[^\d+]/g, '')}`}>
          {env.CONTACT_PHONE}
        </a>
      </dd>
    </dl>
  );
}
