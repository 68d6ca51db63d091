import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleTenders } from '@/features/tenders';
import { stubEverythingInView } from '@tests/utils/intersection-observer';
import { renderWithProviders } from '@tests/utils/render';
import { MainFeaturesSection } from './main-features-section';

const featureTitles = [
  'AI-matching van aanbestedingen',
  'AI-aanbestedingsassistent',
  'Aanbestedingen filteren',
  'Documentbeheer',
  'Centraal statusoverzicht',
  'Een externe verkoopprofessional inschakelen',
];

/** Renders at a viewport width and waits for the carousel, which loads in its own chunk. */
async function renderAtWidth(width: number) {
  vi.stubGlobal('innerWidth', width);
  stubEverythingInView();
  const view = renderWithProviders(<MainFeaturesSection />);
  await screen.findByRole('region', { name: 'Voorbeeldaanbestedingen' }, { timeout: 5000 });
  return view;
}

function featureButton(index: number) {
  const title = featureTitles[index] ?? '';
  return screen.getByRole('button', { name: `${index + 1} ${title}` });
}

function carousel() {
  return screen.getByRole('region', { name: 'Voorbeeldaanbestedingen' });
}

// The carousel is a lazy chunk: load it once up front so a slow first import cannot time out a test.
beforeAll(async () => {
  await Promise.all([import('./carousel'), import('./sample-tender-carousel')]);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MainFeaturesSection', () => {
  it("is the #hoofdfuncties section headed 'Moeiteloze weg naar Aanbestedingssucces'", async () => {
    await renderAtWidth(1440);
    const section = screen.getByRole('region', { name: 'Moeiteloze weg naar Aanbestedingssucces' });
    expect(section).toHaveAttribute('id', 'hoofdfuncties');
  });

  it('lists six numbered features with the first one open', async () => {
    await renderAtWidth(1440);
    featureTitles.forEach((_, index) => {
      expect(featureButton(index)).toHaveAttribute('aria-expanded', index === 0 ? 'true' : 'false');
    });
    expect(screen.getByText(/bouwt daarmee een matchingprofiel/)).toBeVisible();
    expect(screen.getByText(/ongeveer 80% van de vragen/)).not.toBeVisible();
  });

  it('keeps one feature open at a time, and closes the open one when it is clicked', async () => {
    const user = userEvent.setup();
    await renderAtWidth(1440);

    await user.click(featureButton(1));
    expect(featureButton(1)).toHaveAttribute('aria-expanded', 'true');
    expect(featureButton(0)).toHaveAttribute('aria-expanded', 'false');
    expect(
      screen.getByText(/ongeveer 80% van de vragen meteen en zorgt voor 85% minder herhalende vragen/),
    ).toBeVisible();

    await user.click(featureButton(1));
    featureTitles.forEach((_, index) => expect(featureButton(index)).toHaveAttribute('aria-expanded', 'false'));
  });

  it('names the partner offer from 500 euro per bid with a 30% advance', async () => {
    const user = userEvent.setup();
    await renderAtWidth(1440);
    await user.click(featureButton(5));
    expect(screen.getByText(/vanaf 500 euro per inschrijving, afhankelijk van de complexiteit/)).toBeVisible();
    expect(screen.getByText(/voorschot van 30%/)).toBeVisible();
  });

  it('shows the three sample tenders on landing cards, 3 per view without dots or arrows above 2250 px', async () => {
    await renderAtWidth(2400);
    const cards = within(carousel()).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      sampleTenders.map((tender) => tender.displayName),
    );
    cards.forEach((card) =>
      expect(within(card).getByRole('link', { name: 'Volgen' })).toHaveAttribute('href', '/register'),
    );
    expect(within(carousel()).queryByRole('button', { name: /Ga naar dia/ })).not.toBeInTheDocument();
    expect(within(carousel()).queryByRole('button', { name: 'Volgende' })).not.toBeInTheDocument();
  });

  it('shows the first 10 characters of each sample deadline and its day count', async () => {
    await renderAtWidth(2400);
    const [first] = within(carousel()).getAllByRole('article');
    const tender = sampleTenders[0];
    if (!first || !tender) throw new Error('sample tender missing');
    expect(within(first).getByText('Einddatum').closest('dl')).toHaveTextContent(
      `Einddatum${tender.submissionDate.slice(0, 10)}`,
    );
    expect(within(first).getByText('Dagen resterend')).toBeInTheDocument();
  });

  it('centres the cards with arrows but no dots between 1024 and 2250 px', async () => {
    await renderAtWidth(1440);
    expect(within(carousel()).getByRole('button', { name: 'Vorige' })).toBeInTheDocument();
    expect(within(carousel()).getByRole('button', { name: 'Volgende' })).toBeInTheDocument();
    expect(within(carousel()).queryByRole('button', { name: /Ga naar dia/ })).not.toBeInTheDocument();
    expect(carousel().querySelector('.slick-center')).not.toBeNull();
  });

  it('shows dots at 1024 px and below', async () => {
    await renderAtWidth(1024);
    expect(within(carousel()).getAllByRole('button', { name: /Ga naar dia/ })).toHaveLength(3);
  });

  it('follows the viewport across a breakpoint', async () => {
    await renderAtWidth(1440);
    expect(within(carousel()).queryByRole('button', { name: /Ga naar dia/ })).not.toBeInTheDocument();
    act(() => {
      vi.stubGlobal('innerWidth', 700);
      window.dispatchEvent(new Event('resize'));
    });
    expect(within(carousel()).getAllByRole('button', { name: /Ga naar dia/ })).toHaveLength(3);
  });

  it('makes the content of slides out of view inert, so their buttons cannot be tabbed to', async () => {
    await renderAtWidth(768);
    const hiddenSlides = carousel().querySelectorAll('.slick-slide[aria-hidden="true"]');
    expect(hiddenSlides.length).toBeGreaterThan(0);
    hiddenSlides.forEach((slide) => expect(slide.querySelector('[inert]')).not.toBeNull());
    const visibleSlide = carousel().querySelector('.slick-slide[aria-hidden="false"]');
    expect(visibleSlide?.querySelector('[inert]')).toBeNull();
  });

  it('lets a visitor try save and reject on a sample card without any call', async () => {
    const user = userEvent.setup();
    await renderAtWidth(2400);
    const [first] = within(carousel()).getAllByRole('article');
    if (!first) throw new Error('sample card missing');
    const save = within(first).getByRole('button', { name: 'Bewaren' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await user.click(save);
    expect(within(first).getByRole('button', { name: 'Bewaren' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(first).getByRole('button', { name: 'Verwerpen' }));
    expect(within(first).getByRole('button', { name: 'Verwerpen' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("links 'Bekijk aanbestedingen' to /tenders", async () => {
    await renderAtWidth(1440);
    expect(screen.getByRole('link', { name: 'Bekijk aanbestedingen' })).toHaveAttribute('href', '/tenders');
  });
});
