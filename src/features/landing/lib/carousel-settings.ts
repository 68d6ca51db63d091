import type { Settings } from 'react-slick';

/**
 * The carousels' react-slick settings (spec §2 'Landing page'). A breakpoint applies up to and
 * including its width, as in react-slick's `responsive` option.
 */
export type CarouselBreakpoint = { breakpoint: number; settings: Settings };
export type CarouselSettings = Omit<Settings, 'responsive'> & { responsive: CarouselBreakpoint[] };

/** Sample tenders: centred, 3 per view, 1 or 2 per view below 2250 px, dots only at 1024 px and below. */
export const sampleTenderCarouselSettings: CarouselSettings = {
  centerMode: true,
  centerPadding: '40px',
  slidesToShow: 3,
  slidesToScroll: 1,
  // Centre the middle card: with 3 cards in 3 places slick does not slide, and starting on the
  // first card would centre it and mark the third as out of view (aria-hidden) although it shows.
  initialSlide: 1,
  infinite: true,
  dots: false,
  speed: 300,
  responsive: [
    { breakpoint: 2250, settings: { slidesToShow: 2, centerPadding: '100px', dots: false } },
    { breakpoint: 1750, settings: { slidesToShow: 2, centerPadding: '40px', dots: false } },
    { breakpoint: 1024, settings: { slidesToShow: 1, centerPadding: '120px', dots: true } },
    { breakpoint: 768, settings: { slidesToShow: 1, centerPadding: '16px', dots: true } },
  ],
};

/** Testimonials: 2 per view, 1 below 768 px, dots, no infinite loop, speed 0, adaptive height. */
export const testimonialCarouselSettings: CarouselSettings = {
  slidesToShow: 2,
  slidesToScroll: 2,
  infinite: false,
  dots: true,
  speed: 0,
  adaptiveHeight: true,
  responsive: [{ breakpoint: 767, settings: { slidesToShow: 1, slidesToScroll: 1 } }],
};

/** The breakpoint in force at a viewport width: the smallest one that is at least that wide, else none. */
export function activeBreakpoint(settings: CarouselSettings, width: number): number | null {
  const fitting = settings.responsive.map((entry) => entry.breakpoint).filter((breakpoint) => width <= breakpoint);
  return fitting.length > 0 ? Math.min(...fitting) : null;
}

/**
 * The settings for one breakpoint, without `responsive`: react-slick 0.31 applies breakpoints only
 * on a resize, not on the first render (akiran/react-slick#2446), so we resolve them ourselves.
 */
export function settingsAt(settings: CarouselSettings, breakpoint: number | null): Settings {
  const { responsive, ...base } = settings;
  const entry = responsive.find((item) => item.breakpoint === breakpoint);
  return entry ? { ...base, ...entry.settings } : base;
}
