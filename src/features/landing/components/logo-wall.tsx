import { t } from '@/i18n/landing';
import type { Wordmark } from '../types';

/** A row of wordmarks; below the fold, so the images load lazily with their size reserved. */
export function LogoWall({ logos, label }: { logos: Wordmark[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap items-center justify-center gap-x-10 gap-y-6">
      {logos.map((logo) => (
        <li key={logo.name}>
          <img
            src={logo.src}
            alt={t('landing.trust.logoAlt', { name: logo.name })}
            width={logo.width}
            height={logo.height}
            loading="lazy"
            decoding="async"
            className="h-10 w-auto sm:h-12"
          />
        </li>
      ))}
    </ul>
  );
}
