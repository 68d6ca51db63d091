import { env } from '@/config/env';

type MailDraft = { to?: string; subject: string; body?: string | undefined };

/**
 * One header value of a mailto: URI per RFC 6068: line breaks as CRLF (`%0D%0A`), everything outside the
 * unreserved set percent-encoded, spaces as `%20` (never `+`, which mail clients show as a plus).
 * `&`, `=`, `?` and `#` in a tender's name are encoded, so they cannot end the subject or add a header.
 */
export function encodeMailtoValue(value: string): string {
  return encodeURIComponent(value.replace(/\r\n|\r|\n/g, '\r\n'));
}

/** The address with each side of the `@` encoded: `?`, `#` or `%` in it cannot start the query. */
function encodeAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) return encodeURIComponent(address);
  return `${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
}

/** A mailto: link with the subject and body encoded per RFC 6068 (never raw). */
export function mailtoHref({ to = env.CONTACT_EMAIL, subject, body }: MailDraft) {
  const params = [`subject=${encodeMailtoValue(subject)}`];
  if (body) params.push(`body=${encodeMailtoValue(body)}`);
  return `mailto:${encodeAddress(to)}?${params.join('&')}`;
}
