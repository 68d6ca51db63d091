import { EnvelopeIcon, PhoneIcon } from '@heroicons/react/20/solid';
import { Link } from 'react-router-dom';
import { env } from '@/config/env';
import { anchors, paths } from '@/config/paths';
import { useSession } from '@/hooks/frame/use-session';
import { t, type TranslationKey } from '@/i18n';
import { mailtoHref } from '@/lib/frame/mailto';
import { SocialLinks } from './social-links';

type FooterLink = { labelKey: TranslationKey; to: string };

const informationLinks: FooterLink[] = [
  { labelKey: 'layout.footer.faq', to: paths.faq.getHref() },
  { labelKey: 'layout.footer.pricing', to: paths.home.getHref(anchors.pricing) },
  { labelKey: 'layout.footer.privacy', to: paths.privacy.getHref() },
  { labelKey: 'layout.footer.terms', to: paths.terms.getHref() },
];
const loggedInLinks: FooterLink[] = [
  { labelKey: 'layout.header.tenders', to: paths.tenders.getHref() },
  { labelKey: 'layout.header.account', to: paths.account.getHref() },
  { labelKey: 'layout.header.preferences', to: paths.preferences.getHref() },
];
const loggedOutLinks: FooterLink[] = [
  { labelKey: 'layout.header.login', to: paths.login.getHref() },
  { labelKey: 'layout.header.register', to: paths.register.getHref() },
];

const headingClass = 'mb-3 text-sm font-semibold text-white';
const linkClass = 'text-sm text-slate-300 hover:text-white';

function LinkList({ links }: { links: FooterLink[] }) {
  return (
    <ul className="space-y-2">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={linkClass}>
            {t(link.labelKey)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function Footer() {
  const { isAuthenticated } = useSession();
  return (
    <footer className="bg-blue-950 pb-24 text-slate-300 lg:pb-0" aria-label={t('layout.footer.label')}>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div>
          <p className="text-lg font-semibold text-white">Tenderwijzer</p>
          <p className="mt-2 text-sm">{t('layout.footer.tagline')}</p>
          <SocialLinks />
        </div>
        <div>
          <h2 className={headingClass}>{t('layout.footer.sources')}</h2>
          <ul className="space-y-2">
            <li>
              <a href="https://ted.europa.eu" className={linkClass} rel="noopener noreferrer" target="_blank">
                {t('layout.footer.sourceTed')}
              </a>
            </li>
            <li>
              <a
                href="https://www.publicprocurement.be"
                className={linkClass}
                rel="noopener noreferrer"
                target="_blank"
              >
                {t('layout.footer.sourceEProcurement')}
              </a>
            </li>
          </ul>
        </div>
        <div>
          <h2 className={headingClass}>{t('layout.footer.information')}</h2>
          <LinkList links={informationLinks} />
        </div>
        <div>
          <h2 className={headingClass}>{t('layout.footer.accountLinks')}</h2>
          <LinkList links={isAuthenticated ? loggedInLinks : loggedOutLinks} />
        </div>
        <div>
          <h2 className={headingClass}>{t('layout.footer.contact')}</h2>
          <p className="text-sm">{t('layout.footer.contactText')}</p>
          <p className="mt-3 flex items-center gap-2 text-sm">
            <PhoneIcon className="h-4 w-4" aria-hidden="true" />
            <a href={`tel:${env.CONTACT_PHONE.replace(/\s+/g, '')}`} className={linkClass}>
              {env.CONTACT_PHONE}
            </a>
          </p>
          <a
            href={mailtoHref({ subject: t('layout.footer.contactSubject') })}
            className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-lg bg-white px-4 text-sm font-medium text-blue-900 hover:bg-slate-100"
          >
            <EnvelopeIcon className="h-5 w-5" aria-hidden="true" />
            {t('layout.footer.sendEmail')}
          </a>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-4 text-xs text-slate-400 sm:flex-row sm:justify-between">
          <p>{t('layout.footer.copyright', { year: new Date().getFullYear() })}</p>
          <p>{t('layout.footer.sourceAttribution')}</p>
        </div>
      </div>
    </footer>
  );
}
