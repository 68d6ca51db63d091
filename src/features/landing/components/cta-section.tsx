import { BoltIcon, ChartBarIcon, SparklesIcon } from '@heroicons/react/24/outline';
import { Link } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/primitives/button-link';
import { anchors, paths } from '@/config/paths';
import { t } from '@/i18n/landing';
import { ClockIcon } from '@/components/ui/primitives/icons';

const benefits = [
  { key: 'efficiency', icon: BoltIcon },
  { key: 'conversion', icon: ChartBarIcon },
  { key: 'turnaround', icon: ClockIcon },
  { key: 'aiSupport', icon: SparklesIcon },
] as const;

/** #cta: the invitation to register, with the four benefits (spec §2). */
export function CtaSection() {
  return (
    <section
      id={anchors.cta}
      aria-labelledby="cta-title"
      tabIndex={-1}
      className="scroll-mt-16 bg-blue-900 py-16 text-white focus:outline-none sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="cta-title" className="text-3xl tracking-tight text-balance text-white sm:text-4xl">
            <span className="block">{t('landing.cta.title')}</span>{' '}
            <span className="block text-blue-200">{t('landing.cta.subtitle')}</span>
          </h2>
          <p className="mt-4 text-lg text-blue-100">{t('landing.cta.lead')}</p>
        </div>
        <ul aria-label={t('landing.cta.benefitsLabel')} className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-xl bg-white/10 p-6 ring-1 ring-white/15 ring-inset">
              <Icon className="size-8 text-blue-200" aria-hidden="true" />
              <h3 className="mt-4 text-lg text-white">{t(`landing.cta.benefits.${key}.title`)}</h3>
              <p className="mt-2 text-sm text-blue-100">{t(`landing.cta.benefits.${key}.text`)}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-col items-center gap-4">
          {/* On dark blue the filled button would not stand out: white with blue text instead. */}
          <ButtonLink to={paths.register.getHref()} size="lg" variant="outlined">
            {t('landing.cta.register')}
          </ButtonLink>
          <p className="text-blue-100">
            {t('landing.cta.registerNowPrefix')}{' '}
            <Link
              to={paths.register.getHref()}
              className="font-semibold text-white underline underline-offset-4 hover:text-blue-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {t('landing.cta.registerNow')}
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
