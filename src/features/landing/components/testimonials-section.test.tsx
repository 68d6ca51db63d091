import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubEverythingInView } from '@tests/utils/intersection-observer';
import { renderWithProviders } from '@tests/utils/render';
import { testimonials } from '../data/testimonials';
import { TestimonialsSection } from './testimonials-section';

/** Renders at a viewport width and waits for the carousel, which loads in its own chunk. */
async function renderAtWidth(width: number) {
  vi.stubGlobal('innerWidth', width);
  stubEverythingInView();
  const view = renderWithProviders(<TestimonialsSection />);
  await screen.findByRole('region', { name: 'Getuigenissen' }, { timeout: 5000 });
  return view;
}

function carousel() {
  return screen.getByRole('region', { name: 'Getuigenissen' });
}

/** Names of the testimonials in view (slides out of view are aria-hidden). */
function visibleNames() {
  return within(carousel())
    .getAllByRole('figure')
    .map((figure) => testimonials.find((item) => figure.textContent?.includes(item.name))?.name);
}

// The carousel is a lazy chunk: load it once up front so a slow first import cannot time out a test.
beforeAll(async () => {
  await import('./carousel');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TestimonialsSection', () => {
  it('loads the carousel only when the section nears the viewport, keeping its place meanwhile', async () => {
    // The setup's IntersectionObserver never reports anything in view.
    const { container } = renderWithProviders(<TestimonialsSection />);
    expect(screen.getByRole('heading', { level: 2, name: 'Wat onze klanten zeggen' })).toBeInTheDocument();
    expect(container.querySelector('.animate-pulse[aria-hidden="true"]')).toBeInTheDocument();
    await Promise.resolve();
    expect(screen.queryByRole('region', { name: 'Getuigenissen' })).not.toBeInTheDocument();
  });

  it('holds eight testimonials with name, title and content', async () => {
    await renderAtWidth(1440);
    expect(screen.getByRole('heading', { level: 2, name: 'Wat onze klanten zeggen' })).toBeInTheDocument();
    expect(testimonials).toHaveLength(8);
    for (const testimonial of testimonials) {
      expect(within(carousel()).getByText(testimonial.name)).toBeInTheDocument();
      expect(within(carousel()).getByText(testimonial.title)).toBeInTheDocument();
      expect(within(carousel()).getByText(`“${testimonial.content}”`)).toBeInTheDocument();
    }
  });

  it('shows 2 per view with a dot per pair, and no way back from the start (no infinite loop)', async () => {
    await renderAtWidth(1440);
    expect(visibleNames()).toEqual([testimonials[0]?.name, testimonials[1]?.name]);
    expect(within(carousel()).getAllByRole('button', { name: /Ga naar dia/ })).toHaveLength(4);
    expect(within(carousel()).getByRole('button', { name: 'Vorige' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows 1 per view below 768 px', async () => {
    await renderAtWidth(767);
    expect(visibleNames()).toEqual([testimonials[0]?.name]);
    expect(within(carousel()).getAllByRole('button', { name: /Ga naar dia/ })).toHaveLength(8);
  });

  it('moves with the dots and the arrows, and stops at the last pair', async () => {
    const user = userEvent.setup();
    await renderAtWidth(1440);
    await user.click(within(carousel()).getByRole('button', { name: 'Ga naar dia 4' }));
    await waitFor(() => expect(visibleNames()).toEqual([testimonials[6]?.name, testimonials[7]?.name]));
    expect(within(carousel()).getByRole('button', { name: 'Volgende' })).toHaveAttribute('aria-disabled', 'true');

    await user.click(within(carousel()).getByRole('button', { name: 'Vorige' }));
    await waitFor(() => expect(visibleNames()).toEqual([testimonials[4]?.name, testimonials[5]?.name]));
    expect(within(carousel()).getByRole('button', { name: 'Volgende' })).not.toHaveAttribute('aria-disabled');
  });
});
