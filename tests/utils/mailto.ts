import { expect } from 'vitest';

export type MailDraftParts = { to: string; subject: string; body: string | null };

/**
 * Reads a mailto: link strictly per RFC 6068 and fails the test when it is not encoded as the RFC asks:
 * only URI characters, `%20` rather than `+` or a raw space, line breaks as `%0D%0A`, one subject.
 */
export function readMailto(href: string): MailDraftParts {
  expect(href, 'a mailto: link').toMatch(/^mailto:/);
  expect(href, 'only URI characters, no raw space, no "+"').toMatch(/^mailto:[A-Za-z0-9\-._~!$'()*,;:@%?=&/]*$/);
  expect(href.replace(/%0D%0A/g, ''), 'line breaks are %0D%0A').not.toMatch(/%0D|%0A/i);
  const [address = '', query] = href.slice('mailto:'.length).split('?');
  const fields = new Map<string, string>();
  for (const pair of query?.split('&') ?? []) {
    const [name = '', value = ''] = pair.split('=');
    expect(fields.has(name), `one ${name}`).toBe(false);
    fields.set(name, decodeURIComponent(value).replace(/\r\n/g, '\n'));
  }
  expect([...fields.keys()].every((name) => name === 'subject' || name === 'body')).toBe(true);
  return {
    to: decodeURIComponent(address),
    subject: fields.get('subject') ?? '',
    body: fields.get('body') ?? null,
  };
}
