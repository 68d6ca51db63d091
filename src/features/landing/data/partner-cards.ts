import { t } from '@/i18n/landing';
import type { PartnerCard } from '../types';

/** The partner sign-up cards; their buttons open a mail draft with these subjects (spec §7 'Other'). */
export const partnerCards: PartnerCard[] = [
  {
    title: t('landing.partnerships.cards.partner.title'),
    content: t('landing.partnerships.cards.partner.content'),
    iconSrc: '/landing/icon-partner.svg',
    imageSrc: '/landing/partner.svg',
    imageAlt: t('landing.partnerships.cards.partner.imageAlt'),
    cta: t('landing.partnerships.cards.partner.cta'),
    mailsubject: t('landing.partnerships.cards.partner.mailSubject'),
    mailbody: t('landing.partnerships.cards.partner.mailBody'),
  },
  {
    title: t('landing.partnerships.cards.municipality.title'),
    content: t('landing.partnerships.cards.municipality.content'),
    iconSrc: '/landing/icon-municipality.svg',
    imageSrc: '/landing/municipality.svg',
    imageAlt: t('landing.partnerships.cards.municipality.imageAlt'),
    cta: t('landing.partnerships.cards.municipality.cta'),
    mailsubject: t('landing.partnerships.cards.municipality.mailSubject'),
    mailbody: t('landing.partnerships.cards.municipality.mailBody'),
  },
];
