import { anchors, paths } from '@/config/paths';
import { ButtonLink } from '@/components/ui/primitives/button-link';
import { t } from '@/i18n/landing';

const stats = ['companies', 'decisionMakers', 'questions'] as const;

/** One way in per audience (spec §2): companies go to pricing, partners and municipalities to partnerships. */
const heroActions = [
  { labelKey: 'landing.hero.forCompanies', anchor: anchors.pricing, variant: 'filled' },
  { labelKey: 'landing.hero.forPartners', anchor: anchors.partnerships, variant: 'outlined' },
  { labelKey: 'landing.hero.forMunicipalities', anchor: anchors.partnerships, variant: 'outlined' },
] as const;

/** The opening of the page: what Tenderwijzer does, and a way in for each audience. */
export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-blue-50 to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase">{t('landing.hero.eyebrow')}</p>
          <h1 id="hero-title" className="mt-3 text-4xl tracking-tight text-balance sm:text-5xl">
            {t('landing.hero.title')}
          </h1>
          <p className="mt-6 text-lg text-pretty text-slate-700">{t('landing.hero.lead')}</p>
          <ul aria-label={t('landing.hero.actionsLabel')} className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {heroActions.map((action) => (
              <li key={action.labelKey}>
                <ButtonLink
                  to={paths.home.getHref(action.anchor)}
                  variant={action.variant}
                  size="lg"
                  className="w-full sm:w-auto"
                >
                  {t(action.labelKey)}
                </ButtonLink>
              </li>
            ))}
          </ul>
        </div>
        {/* Above the fold: loaded eagerly and first, with its size reserved so nothing shifts. */}
        <img
          src="/landing/hero.svg"
          alt={t('landing.hero.imageAlt')}
          width={560}
          height={420}
          fetchPriority="high"
          className="mx-auto h-auto w-full max-w-xl"
        />
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <h2 className="sr-only">{t('landing.hero.statsLabel')}</h2>
        <dl className="grid gap-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-3">
          {stats.map((key) => (
            <div key={key} className="flex flex-col-reverse gap-1 text-center">
              <dt className="text-sm text-slate-600">{t(`landing.hero.stats.${key}.label`)}</dt>
              <dd className="text-3xl font-semibold text-blue-900">{t(`landing.hero.stats.${key}.value`)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
