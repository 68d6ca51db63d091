import { anchors, paths } from '@/config/paths';
import type { TranslationKey } from '@/i18n';

/** Public header links (spec §2): Home, Prijzen, Partnerships. */
export const headerLinks: { labelKey: TranslationKey; to: string }[] = [
  { labelKey: 'layout.header.home', to: paths.home.getHref() },
  { labelKey: 'layout.header.pricing', to: paths.home.getHref(anchors.pricing) },
  { labelKey: 'layout.header.partnerships', to: paths.home.getHref(anchors.partnerships) },
];
