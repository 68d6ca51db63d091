import { t, type TranslationKey } from '@/i18n';

type Social = { labelKey: TranslationKey; href: string; path: string };

// Simple brand glyphs drawn as 24x24 paths, so no icon font or image is loaded.
const socials: Social[] = [
  {
    labelKey: 'layout.footer.linkedin',
    href: 'https://www.linkedin.com/company/tenderwijzer',
    path: 'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4V21H3zM9.5 9.75h3.8v1.6h.05c.53-1 1.84-2.05 3.78-2.05 4.04 0 4.79 2.66 4.79 6.12V21h-4v-4.93c0-1.18-.02-2.69-1.64-2.69-1.64 0-1.89 1.28-1.89 2.6V21h-4z',
  },
  {
    labelKey: 'layout.footer.facebook',
    href: 'https://www.facebook.com/tenderwijzer',
    path: 'M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.87.24-1.46 1.49-1.46h1.6V4.46A21 21 0 0 0 14.26 4.3c-2.3 0-3.76 1.4-3.76 3.97v2.23H8v3h2.5V21z',
  },
  {
    labelKey: 'layout.footer.instagram',
    href: 'https://www.instagram.com/tenderwijzer',
    path: 'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm4.9-8.97a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0zM21 8.3c-.07-1.5-.4-2.84-1.5-3.93S17.2 2.94 15.7 2.87C14.15 2.78 9.85 2.78 8.3 2.87c-1.5.07-2.83.41-3.93 1.5S2.94 6.8 2.87 8.3c-.09 1.55-.09 5.85 0 7.4.07 1.5.41 2.84 1.5 3.93s2.43 1.43 3.93 1.5c1.55.09 5.85.09 7.4 0 1.5-.07 2.84-.4 3.93-1.5s1.43-2.43 1.5-3.93c.09-1.55.09-5.85 0-7.4z',
  },
];

export function SocialLinks() {
  return (
    <ul className="mt-4 flex gap-2" aria-label={t('layout.footer.social')}>
      {socials.map((social) => (
        <li key={social.href}>
          <a
            href={social.href}
            rel="noopener noreferrer"
            target="_blank"
            aria-label={t(social.labelKey)}
            className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-300 hover:bg-white/10 hover:text-white"
          >
            <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true">
              <path fillRule="evenodd" d={social.path} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
