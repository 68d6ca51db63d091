import { t } from '@/i18n/landing';
import { customerWordmarks } from '../data/wordmarks';
import { LogoWall } from './logo-wall';

/** Social proof right under the hero: 600+ companies and (sample) customer wordmarks. */
export function TrustLogosSection() {
  return (
    <section aria-labelledby="trust-title" className="bg-white py-12">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="trust-title" className="text-center text-lg text-slate-700">
          {t('landing.trust.title')}
        </h2>
        <div className="mt-8">
          <LogoWall logos={customerWordmarks} label={t('landing.trust.logosLabel')} />
        </div>
      </div>
    </section>
  );
}
