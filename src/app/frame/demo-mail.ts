import { t } from '@/i18n';
import { mailtoHref } from '@/lib/frame/mailto';

/** 'Vraag een demo' opens a mail draft to the contact address. */
export function demoMailHref() {
  return mailtoHref({ subject: t('layout.footer.demoSubject'), body: t('layout.footer.demoBody') });
}
