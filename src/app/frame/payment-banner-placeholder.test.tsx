import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentBannerPlaceholder } from './payment-banner-placeholder';

const remember = (height: number, width: number) =>
  localStorage.setItem(
    'tw.payment-banner',
    JSON.stringify({ level: 'needs_new_subscription', periodEnd: null, height, width }),
  );

describe('PaymentBannerPlaceholder', () => {
  it('keeps the height of the banner shown last in a window as wide', () => {
    remember(146, window.innerWidth);
    const { container } = render(<PaymentBannerPlaceholder />);
    expect(container.firstElementChild).toHaveStyle({ height: '146px' });
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps no place when the window is wider or narrower than then, or nothing was remembered', () => {
    remember(146, window.innerWidth + 200);
    expect(render(<PaymentBannerPlaceholder />).container).toBeEmptyDOMElement();
    localStorage.clear();
    expect(render(<PaymentBannerPlaceholder />).container).toBeEmptyDOMElement();
  });
});
