import { describe, expect, it } from 'vitest';
import {
  activeBreakpoint,
  sampleTenderCarouselSettings,
  settingsAt,
  testimonialCarouselSettings,
} from './carousel-settings';

describe('sample tender carousel settings', () => {
  it('is centred with 3 per view by default and no dots', () => {
    expect(sampleTenderCarouselSettings).toMatchObject({
      centerMode: true,
      slidesToShow: 3,
      slidesToScroll: 1,
      dots: false,
    });
  });

  it('has breakpoints at 2250, 1750, 1024 and 768 px with 1 or 2 per view and their own centre padding', () => {
    const breakpoints = sampleTenderCarouselSettings.responsive;
    expect(breakpoints.map((entry) => entry.breakpoint)).toEqual([2250, 1750, 1024, 768]);
    expect(breakpoints.map((entry) => entry.settings.slidesToShow)).toEqual([2, 2, 1, 1]);
    const paddings = breakpoints.map((entry) => entry.settings.centerPadding);
    expect(new Set(paddings).size).toBe(paddings.length);
  });

  it('shows dots only at 1024 px and below', () => {
    expect(sampleTenderCarouselSettings.responsive.map((entry) => [entry.breakpoint, entry.settings.dots])).toEqual([
      [2250, false],
      [1750, false],
      [1024, true],
      [768, true],
    ]);
  });

  it.each([
    [2600, null, 3, false],
    [2251, null, 3, false],
    [2250, 2250, 2, false],
    [1751, 2250, 2, false],
    [1750, 1750, 2, false],
    [1025, 1750, 2, false],
    [1024, 1024, 1, true],
    [769, 1024, 1, true],
    [768, 768, 1, true],
    [375, 768, 1, true],
  ])('at %i px uses breakpoint %s: %i per view, dots %s', (width, breakpoint, slidesToShow, dots) => {
    expect(activeBreakpoint(sampleTenderCarouselSettings, width)).toBe(breakpoint);
    const settings = settingsAt(sampleTenderCarouselSettings, breakpoint);
    expect(settings).toMatchObject({ centerMode: true, slidesToShow, dots });
    expect(settings).not.toHaveProperty('responsive');
  });
});

describe('testimonial carousel settings', () => {
  it('shows 2 per view with dots, no infinite loop, speed 0 and adaptive height', () => {
    expect(testimonialCarouselSettings).toMatchObject({
      slidesToShow: 2,
      dots: true,
      infinite: false,
      speed: 0,
      adaptiveHeight: true,
    });
  });

  it.each([
    [1440, 2],
    [768, 2],
    [767, 1],
    [375, 1],
  ])('at %i px shows %i per view', (width, slidesToShow) => {
    const settings = settingsAt(testimonialCarouselSettings, activeBreakpoint(testimonialCarouselSettings, width));
    expect(settings).toMatchObject({ slidesToShow, dots: true, infinite: false, speed: 0, adaptiveHeight: true });
  });
});
