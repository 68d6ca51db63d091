import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubEverythingInView } from '@tests/utils/intersection-observer';
import { renderWithProviders } from '@tests/utils/render';
import type { ReactNode } from 'react';
import { useScrollToHash } from '@/hooks/frame/use-scroll-to-hash';
import LandingPage from './landing-page';
import { fakeMediaQueryList } from '@tests/utils/media-query';

/** Anchor links scroll through the app layout's hash handling, which the page alone does not have. */
function WithHashScrolling({ children }: { children: ReactNode }) {
  useScrollToHash();
  return children;
}

/** Renders the page and waits for both carousels (their own chunk; role queries on this page are slow under load). */
async function renderLanding() {
  vi.stubGlobal('innerWidth', 1440);
  stubEverythingInView();
  const view = renderWithProviders(
    <WithHashScrolling>
      <LandingPage />
    </WithHashScrolling>,
  );
  await screen.findByRole('region', { name: 'Voorbeeldaanbestedingen' }, { timeout: 5000 });
  await screen.findByRole('region', { name: 'Getuigenissen' }, { timeout: 5000 });
  return view;
}

function section(id: string) {
  const element = document.getElementById(id);
  if (!element) throw new Error(`#${id} not found`);
  return element;
}

function mockReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    fakeMediaQueryList(query, reduce && query === '(prefers-reduced-motion: reduce)'),
  );
}

// The carousel is a lazy chunk: load it once up front so a slow first import cannot time out a test.
beforeAll(async () => {
  await Promise.all([
    import('@/features/landing/components/carousel'),
    import('@/features/landing/components/sample-tender-carousel'),
  ]);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LandingPage', () => {
  it('sets the document title', async () => {
    await renderLanding();
    expect(document.title).toBe('Overheidsopdrachten op maat van uw bedrijf | Tenderwijzer');
  });

  it('has one h1 and renders no header, footer or main of its own (the public layout does)', async () => {
    await renderLanding();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });

  it.each([
    ['prijzen', 'Prijzen'],
    ['partnerships', 'Samen sterker in aanbestedingen'],
    ['mogelijkdoor', 'Mogelijk gemaakt door'],
    ['overons', 'Over ons'],
    ['hoofdfuncties', 'Moeiteloze weg naar Aanbestedingssucces'],
    ['cta', 'Bent u geïnteresseerd? Ontdek ons platform!'],
  ])('has the anchor #%s on the section %j', async (id, name) => {
    await renderLanding();
    const region = screen.getByRole('region', { name });
    expect(region).toBe(section(id));
    expect(region).toHaveAttribute('tabindex', '-1');
  });

  describe('hero', () => {
    it.each([
      ['Voor bedrijven', 'prijzen'],
      ['Voor partners', 'partnerships'],
      ['Voor gemeenten', 'partnerships'],
    ])('%s scrolls smoothly to #%s, moves focus there and updates the hash', async (name, anchor) => {
      const user = userEvent.setup();
      const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
      const { router } = await renderLanding();
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', `/#${anchor}`);

      await user.click(link);

      await waitFor(() => expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' }));
      // Once: the link's navigation alone scrolls (a click handler used to scroll a second time).
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      expect(scrollIntoView.mock.contexts[0]).toBe(section(anchor));
      expect(section(anchor)).toHaveFocus();
      expect(router.state.location.pathname).toBe('/');
      expect(router.state.location.hash).toBe(`#${anchor}`);
    });

    it('jumps without animation when the visitor prefers reduced motion', async () => {
      const user = userEvent.setup();
      mockReducedMotion(true);
      const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
      await renderLanding();
      await user.click(screen.getByRole('link', { name: 'Voor bedrijven' }));
      await waitFor(() => expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' }));
    });

    it('states the headline figures: 600+ companies, 100.000+ decision makers, 80% of questions', async () => {
      await renderLanding();
      const figures = screen.getByRole('heading', { name: 'Tenderwijzer in cijfers' }).nextElementSibling;
      if (!(figures instanceof HTMLElement)) throw new Error('figures not found');
      expect(figures).toHaveTextContent('600+');
      expect(figures).toHaveTextContent('100.000+');
      expect(figures).toHaveTextContent('80%');
    });

    it('loads the hero image first, with its size, and every other image lazily with its size', async () => {
      await renderLanding();
      const hero = screen.getByRole('img', { name: /Schets van een lijst aanbestedingen/ });
      expect(hero).not.toHaveAttribute('loading');
      expect(hero).toHaveAttribute('fetchpriority', 'high');
      const others = Array.from(document.querySelectorAll('img')).filter((image) => image !== hero);
      expect(others.length).toBeGreaterThan(0);
      for (const image of others) {
        expect(image).toHaveAttribute('loading', 'lazy');
        expect(image).toHaveAttribute('width');
        expect(image).toHaveAttribute('height');
      }
    });
  });

  it('shows trust wordmarks under a 600+ companies heading', async () => {
    await renderLanding();
    const trust = screen.getByRole('region', { name: 'Meer dan 600 bedrijven vertrouwen op Tenderwijzer' });
    const logos = within(trust).getByRole('list', { name: 'Logo’s van klanten (voorbeelden)' });
    expect(within(logos).getAllByRole('img').length).toBeGreaterThanOrEqual(4);
    expect(within(logos).getByRole('img', { name: 'Voorbeeldlogo Brugwerk' })).toBeInTheDocument();
  });

  describe('call to action (#cta)', () => {
    it('lists the four benefits exactly', async () => {
      await renderLanding();
      const benefits = within(section('cta')).getByRole('list', { name: 'Voordelen' });
      expect(
        within(benefits)
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual([
        'Verbeterde efficiëntie',
        'Verhoogde conversie',
        'Snellere doorlooptijden',
        'AI-gestuurde ondersteuning',
      ]);
    });

    it("links 'Registreer' and 'Registreer nu!' to /register", async () => {
      const user = userEvent.setup();
      const { router } = await renderLanding();
      const cta = section('cta');
      expect(within(cta).getByRole('heading', { level: 2 })).toHaveTextContent(
        'Bent u geïnteresseerd? Ontdek ons platform!',
      );
      expect(within(cta).getByRole('link', { name: 'Registreer' })).toHaveAttribute('href', '/register');
      expect(within(cta).getByRole('link', { name: 'Registreer nu!' })).toHaveAttribute('href', '/register');
      await user.click(within(cta).getByRole('link', { name: 'Registreer nu!' }));
      expect(router.state.location.pathname).toBe('/register');
    });
  });

  it("links the pricing card's secondary link to #hoofdfuncties with a smooth scroll", async () => {
    const user = userEvent.setup();
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { router } = await renderLanding();
    await user.click(within(section('prijzen')).getByRole('link', { name: 'Bekijk alle functies' }));
    await waitFor(() => expect(scrollIntoView.mock.contexts[0]).toBe(section('hoofdfuncties')));
    expect(router.state.location.hash).toBe('#hoofdfuncties');
  });

  it("shows the sponsors under 'Mogelijk gemaakt door' (#mogelijkdoor)", async () => {
    await renderLanding();
    const sponsors = within(section('mogelijkdoor')).getByRole('list', { name: 'Logo’s van sponsors (voorbeelden)' });
    expect(within(sponsors).getAllByRole('img')).toHaveLength(3);
  });

  describe('about us (#overons)', () => {
    it('tells who we are: 100.000+ decision makers, IT and marketing now, a waiting list for other sectors', async () => {
      await renderLanding();
      const about = section('overons');
      expect(within(about).getByText(/meer dan 100.000 beslissingsnemers/)).toBeInTheDocument();
      expect(within(about).getByText(/Vandaag richten we ons op IT- en marketingdiensten/)).toBeInTheDocument();
      expect(within(about).getByText(/wachtlijst/)).toBeInTheDocument();
    });

    it('gives the contact phone number {phone} and the contact address', async () => {
      await renderLanding();
      const about = section('overons');
      expect(within(about).getByRole('link', { name: 'Bel ons op +32 9 296 40 40' })).toHaveAttribute(
        'href',
        'tel:+3292964040',
      );
      expect(within(about).getByRole('link', { name: 'Mail ons op info@tenderwijzer.be' })).toHaveAttribute(
        'href',
        'mailto:info@tenderwijzer.be?subject=Contact%20via%20website',
      );
    });
  });

  it('says that governments can submit tenders under 30.000 euro', async () => {
    await renderLanding();
    expect(within(section('partnerships')).getByText(/onder 30.000 euro/)).toBeInTheDocument();
  });
});

describe('LandingPage code', () => {
  const src = resolve(__dirname, '..');

  /**
   * Files the landing page loads at run time: static and dynamic imports and re-exports from this page,
   * `import type` and `export type` left out.
   */
  function runtimeImports(file: string, seen = new Set<string>()): Set<string> {
    if (seen.has(file)) return seen;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    const imports =
      /^(?:import|export)\s+(?!type\s)[^'"]*?from\s+['"]([^'"]+)['"]|^import\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;
    for (const match of code.matchAll(imports)) {
      const specifier = match[1] ?? match[2] ?? match[3] ?? '';
      if (!specifier.startsWith('@/') && !specifier.startsWith('.')) continue;
      const base = specifier.startsWith('@/') ? resolve(src, specifier.slice(2)) : resolve(dirname(file), specifier);
      const target = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
        .map((extension) => base + extension)
        .find((path) => existsSync(path) && statSync(path).isFile());
      if (target && /\.tsx?$/.test(target)) runtimeImports(target, seen);
    }
    return seen;
  }

  it('loads no code of the pages behind login', () => {
    const files = [...runtimeImports(resolve(__dirname, 'landing-page.tsx'))].map((file) => file.slice(src.length + 1));
    const allowed = [
      /^pages\/landing-page\.tsx$/,
      /^features\/landing\//,
      // The sample tenders' card through the tenders' public entry, with the small pieces it shows: its fields, the
      // match score and whether a deadline is ahead.
      /^features\/tenders\/index\.ts$/,
      /^features\/tenders\/feed\/tender-card[\w-]*\.tsx?$/,
      /^features\/tenders\/feed\/tender-card-fields\.ts$/,
      /^features\/tenders\/lists\/tender-fields\.ts$/,
      /^features\/tenders\/feed-and-detail\/tender-match-score\.tsx$/,
      /^features\/tenders\/feed-and-detail\/calendar-deadline\.ts$/,
      /^features\/tenders\/data\/sample-tenders\.ts$/,
      /^(components|config|hooks|i18n|lib)\//,
    ];
    expect(files.filter((file) => !allowed.some((pattern) => pattern.test(file)))).toEqual([]);
    expect(files).toContain('features/tenders/feed/tender-card.tsx');
    expect(files).toContain('i18n/landing.ts');
    // Of the dictionary, only the layout's, the page's own and the sample tender card's namespaces.
    expect(files.filter((file) => file.startsWith('i18n/nl/')).sort()).toEqual([
      'i18n/nl/common.ts',
      'i18n/nl/day-count.ts',
      'i18n/nl/landing.ts',
      'i18n/nl/layout.ts',
      'i18n/nl/tenders.ts',
    ]);
    expect(files).toContain('features/landing/components/carousel.tsx');
  });
});
