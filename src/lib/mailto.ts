import { env } from '@/config/env';

/** A mailto: link with the subject and body URL-encoded (never raw). */
export function mailtoHref({ to = env.CONTACT_EMAIL, subject, body }: { to?: string; subject: string; body?: string }) {
  const params = [`subject=${encodeURIComponent(subject)}`];
  if (body) params.push(`body=${encodeURIComponent(body)}`);
  return `mailto:${to}?${params.join('&')}`;
}

/** Opens the user's mail client with a draft (no network call). */
export function openMailDraft(draft: { to?: string; subject: string; body?: string }) {
  window.location.href = mailtoHref(draft);
}
