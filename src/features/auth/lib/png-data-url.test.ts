// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isPngDataUrl } from './png-data-url';

describe('isPngDataUrl', () => {
  it('accepts a base64 PNG data URL', () => {
    expect(isPngDataUrl('data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==')).toBe(true);
  });

  it.each([
    'iVBORw0KGgo=',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'data:image/png,<svg onload=alert(1)>',
    'data:image/png;base64,iVBO"><script>',
    'https://example.com/qr.png',
    'javascript:alert(1)',
    '',
  ])('refuses %j', (value) => {
    expect(isPngDataUrl(value)).toBe(false);
  });
});
