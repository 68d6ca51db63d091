// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readMailto } from '@tests/utils/mailto';
import { encodeMailtoValue, mailtoHref } from './mailto';

const TRICKY_NAME = 'Bouw "Zuid" & renovatie? Lot #2\nfase 1 + 2';

describe('mailtoHref', () => {
  it('encodes spaces as %20 and line breaks as %0D%0A (RFC 6068)', () => {
    expect(mailtoHref({ to: 'info@tenderwijzer.be', subject: 'Een vraag', body: 'Hallo,\n\nGroeten' })).toBe(
      'mailto:info@tenderwijzer.be?subject=Een%20vraag&body=Hallo%2C%0D%0A%0D%0AGroeten',
    );
  });

  it('keeps quotes, ampersands, "?", "#", "+" and newlines of a tender name inside their own header', () => {
    const href = mailtoHref({ to: 'info@tenderwijzer.be', subject: TRICKY_NAME, body: `Naam: ${TRICKY_NAME}` });
    expect(href).not.toMatch(/[\s"#+]|&(?!body=)/);
    expect(readMailto(href)).toEqual({
      to: 'info@tenderwijzer.be',
      subject: TRICKY_NAME,
      body: `Naam: ${TRICKY_NAME}`,
    });
  });

  it('turns CR and CRLF line breaks into one CRLF each', () => {
    expect(encodeMailtoValue('a\r\nb\rc\nd')).toBe('a%0D%0Ab%0D%0Ac%0D%0Ad');
  });

  it('leaves out an empty body and defaults to the contact address', () => {
    const href = mailtoHref({ subject: 'Vraag' });
    expect(href).toMatch(/^mailto:[^?]+@[^?]+\?subject=Vraag$/);
    expect(readMailto(href).body).toBeNull();
  });

  it('encodes an address so it cannot add a query of its own', () => {
    expect(mailtoHref({ to: 'a?b#c@example.be', subject: 'x' })).toBe('mailto:a%3Fb%23c@example.be?subject=x');
  });
});
