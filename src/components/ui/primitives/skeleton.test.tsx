import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology and takes its shape', () => {
    const { container } = render(
      <>
        <Skeleton />
        <Skeleton shape="circle" />
        <Skeleton shape="block" className="h-40 w-full" />
      </>,
    );
    const [line, circle, block] = Array.from(container.children);
    expect(line).toHaveAttribute('aria-hidden', 'true');
    expect(line).toHaveClass('h-4', 'rounded');
    expect(circle).toHaveClass('size-12', 'rounded-full');
    // A caller's size replaces the default one rather than fighting it.
    expect(block).toHaveClass('h-40', 'rounded-xl');
    expect(block).not.toHaveClass('h-24');
  });
});
