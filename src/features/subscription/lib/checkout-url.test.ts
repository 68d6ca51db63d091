// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { safeCheckoutUrl } from './checkout-url';

const APP = 'https://app.tenderwijzer.be/subscription/select-plan';

describe('safeCheckoutUrl', () => {
  it.each([
    'https://checkout.stripe.com/c/pay/cs_test_1',
    'http://localhost:4173/mock-checkout?session_id=1',
    'http://127.0.0.1:5173/mock-checkout',
    '/mock-checkout?session_id=2',
  ])('accepts %s', (value) => {
    expect(safeCheckoutUrl(value, APP)).toBe(value);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://pay.example/checkout',
    'http://localhost.evil.example/checkout',
    'ftp://pay.example/',
    'https://',
    '',
    '   ',
    null,
    undefined,
  ])('refuses %j', (value) => {
    expect(safeCheckoutUrl(value, APP)).toBeNull();
  });

  it('refuses a relative URL on a plain-http site that is not this machine', () => {
    expect(safeCheckoutUrl('/mock-checkout', 'http://192.168.1.20:4173/')).toBeNull();
  });
});
