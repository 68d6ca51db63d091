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
import { ViewColumnsIcon } from '@/components/logged-in/icons';

export type NavItem = {
  labelKey: TranslationKey;
  /** The bottom bar's label, where the side navigation's is too long for it. */
  shortLabelKey?: TranslationKey;
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

/** 'Mijn biedingen' (optional extension 'Bids'): only where the API has it. */
export const bidsNavItem: NavItem = {
  labelKey: 'layout.sideNav.bids',
  shortLabelKey: 'layout.sideNav.bidsShort',
  icon: ViewColumnsIcon,
  to: paths.bids.getHref(),
};

/**
 * Spec §2: Feed, Voorkeuren, Bewaard, Verworpen, Verleden, FAQ (then the disabled 'Offerte Opmaken'); with the
 * Bids extension 'Mijn biedingen' follows Bewaard, the tenders the team picked out.
 */
export function sideNavItems(showsBids: boolean): NavItem[] {
  return [
    feedNavItem,
    preferencesNavItem,
    savedNavItem,
    ...(showsBids ? [bidsNavItem] : []),
    rejectedNavItem,
    pastNavItem,
    faqNavItem,
  ];
}

/**
 * Spec §2 mobile bottom bar: Feed, Bewaard, Verworpen, Verleden (then Offerte and Vraag hulp). With the Bids
 * extension it keeps five entries and the help: Feed, Bewaard, Biedingen, Verworpen and 'Meer' with Verleden
 * and the disabled Offerte (docs/decisions/101-bottom-bar-more-entry.md).
 */
export function bottomBarItems(showsBids: boolean): { bar: NavItem[]; more: NavItem[] } {
  return showsBids
    ? { bar: [feedNavItem, savedNavItem, bidsNavItem, rejectedNavItem], more: [pastNavItem] }
    : { bar: [feedNavItem, savedNavItem, rejectedNavItem, pastNavItem], more: [] };
}

export const OfferDraftIcon = DocumentTextIcon;
