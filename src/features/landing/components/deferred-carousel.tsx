import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import type { CarouselProps } from './carousel';

// react-slick and its styles are about 60% of the landing page's own code (17 of 28 KB gzip) and only
// serve sections below the fold: they load in their own chunk, so the hero renders without waiting.
const Carousel = lazy(() => import('./carousel').then((module) => ({ default: module.Carousel })));

type DeferredCarouselProps = CarouselProps & {
  /** Height of the placeholder, close to the carousel's own so the page hardly moves when it arrives. */
  placeholderClassName: string;
};

/** The carousel, loaded on first render; a placeholder of about its size stands in until then. */
export function DeferredCarousel({ placeholderClassName, ...props }: DeferredCarouselProps) {
  return (
    <Suspense fallback={<Skeleton shape="block" className={placeholderClassName} />}>
      <Carousel {...props} />
    </Suspense>
  );
}
