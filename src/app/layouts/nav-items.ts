import type { ComponentType, SVGProps } from 'react';
import {
  BookmarkIcon,
  ClockIcon,
  Cog6ToothIcon,
  DocumentTextIcon,
  HomeIcon,
  NoSymbolIcon,
  QuestionMarkCircleIcon,
} from '@heroicons/react/24/outline';
import { paths } from '@/config/paths';
import type { TranslationKey } from '@/i18n';

export type NavItem = {
  labelKey: TranslationKey;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  to: string;
  /** Only an exact match marks it current (the feed is a prefix of the other feeds). */
  end?: boolean;
};

export const feedNavItem: NavItem = {
  labelKey: 'layout.sideNav.feed',
  icon: HomeIcon,
  to: paths.tenders.getHref(),
  end: true,
};
export const preferencesNavItem: NavItem = {
  labelKey: 'layout.sideNav.preferences',
  icon: Cog6ToothIcon,
  to: paths.preferences.getHref(),
};
export const savedNavItem: NavItem = {
  labelKey: 'layout.sideNav.saved',
  icon: BookmarkIcon,
  to: paths.savedTenders.getHref(),
};
export const rejectedNavItem: NavItem = {
  labelKey: 'layout.sideNav.rejected',
  icon: NoSymbolIcon,
  to: paths.rejectedTenders.getHref(),
};
export const pastNavItem: NavItem = {
  labelKey: 'layout.sideNav.past',
  icon: ClockIcon,
  to: paths.pastTenders.getHref(),
};
export const faqNavItem: NavItem = {
  labelKey: 'layout.sideNav.faq',
  icon: QuestionMarkCircleIcon,
  to: paths.faq.getHref(),
};

/** Spec §2: Feed, Voorkeuren, Bewaard, Verworpen, Verleden, FAQ (then the disabled 'Offerte Opmaken'). */
export const sideNavItems: NavItem[] = [
  feedNavItem,
  preferencesNavItem,
  savedNavItem,
  rejectedNavItem,
  pastNavItem,
  faqNavItem,
];

/** Spec §2 mobile bottom bar: Feed, Bewaard, Verworpen, Verleden (then Offerte and Vraag hulp). */
export const bottomBarItems: NavItem[] = [feedNavItem, savedNavItem, rejectedNavItem, pastNavItem];

export const QuoteIcon = DocumentTextIcon;
