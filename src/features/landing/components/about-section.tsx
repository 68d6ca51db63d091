import { EnvelopeIcon, PhoneIcon } from '@heroicons/react/20/solid';
import { env } from '@/config/env';
import { anchors } from '@/config/paths';
import { t } from '@/i18n/landing';
import { mailtoHref } from '@/lib/frame/mailto';
import { LandingSection } from './landing-section';
import { SectionHeading } from './section-heading';

const paragraphs = ['first', 'second', 'third'] as const;

const contactLinkClasses =
  'inline-flex min-h-11 items-center gap-2 rounded-lg font-semibold text-blue-700 hover:underline ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

/** #overons: who we are, and how to reach us by phone or mail. */
export function AboutSection() {
  return (
    <LandingSection id={anchors.aboutUs} labelledBy="about-title" tone="slate">
      <div className="grid gap-12 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <SectionHeading id="about-title" title={t('landing.about.title')} align="left" />
          <div className="mt-6 space-y-4 text-lg text-slate-700">
            {paragraphs.map((key) => (
              <p key={key}>{t(`landing.about.paragraphs.${key}`)}</p>
            ))}
          </div>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm lg:self-start">
          <h3 className="text-xl">{t('landing.about.contactTitle')}</h3>
          <ul className="mt-4 space-y-2">
            <li>
              {/* tel: wants the number without spaces; the visible text keeps them for reading. */}
              <a href={`tel:${env.CONTACT_PHONE.replace(/[^\d+]/g, '')}`} className={contactLinkClasses}>
                <PhoneIcon className="size-5" aria-hidden="true" />
                {t('landing.about.phone', { phone: env.CONTACT_PHONE })}
              </a>
            </li>
            <li>
              <a href={mailtoHref({ subject: t('landing.about.mailSubject') })} className={contactLinkClasses}>
                <EnvelopeIcon className="size-5" aria-hidden="true" />
                {t('landing.about.email', { email: env.CONTACT_EMAIL })}
              </a>
            </li>
          </ul>
        </div>
      </div>
    </LandingSection>
  );
}
