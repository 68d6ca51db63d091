import { Children, useMemo, type ReactNode } from 'react';
import SlickSlider, { type Settings } from 'react-slick';
import { t } from '@/i18n/landing';
import { cn } from '@/lib/frame/cn';
import { useCarouselSettings } from '../hooks/use-carousel-settings';
import type { CarouselSettings } from '../lib/carousel-settings';
import { CarouselArrow } from './carousel-arrow';
import { CarouselSlide } from './carousel-slide';
import '@/styles/slick.css';

export type CarouselProps = {
  settings: CarouselSettings;
  /** Names the carousel region for screen readers. */
  label: string;
  children: ReactNode;
  className?: string;
};

// react-slick is CommonJS: the production build hands the default import over as its module object
// ({ default: Slider }) while Vitest hands over Slider itself, so take whichever holds the component.
const Slider = (SlickSlider as unknown as { default?: typeof SlickSlider }).default ?? SlickSlider;

function customPaging(index: number) {
  return <button type="button" aria-label={t('landing.carousel.goTo', { number: index + 1 })} />;
}

// Created once: react-slick re-measures its track whenever a prop changes identity.
const arrows: Pick<Settings, 'prevArrow' | 'nextArrow' | 'customPaging'> = {
  prevArrow: <CarouselArrow direction="previous" />,
  nextArrow: <CarouselArrow direction="next" />,
  customPaging,
};

/** A react-slick carousel with the breakpoint resolved for the viewport, Dutch controls and inert hidden slides. */
export function Carousel({ settings, label, children, className }: CarouselProps) {
  const resolved = useCarouselSettings(settings);
  const sliderSettings = useMemo(() => ({ ...resolved, ...arrows }), [resolved]);
  return (
    <div
      role="region"
      aria-roledescription={t('landing.carousel.roleDescription')}
      aria-label={label}
      className={cn('relative md:px-14', className)}
    >
      <Slider {...sliderSettings}>
        {Children.map(children, (child) => (
          <CarouselSlide>{child}</CarouselSlide>
        ))}
      </Slider>
    </div>
  );
}
