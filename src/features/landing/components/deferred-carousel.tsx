import { lazy } from '@/lib/frame/lazy';
import type { CarouselProps } from './carousel';
import { NearViewport } from '@/components/near-viewport';

// react-slick and its styles are most of the landing page's own code (docs/decisions/024) and only serve
// sections below the fold: they load in their own chunk when the section nears the viewport.
const Carousel = lazy(() => import('./carousel').then((module) => ({ default: module.Carousel })));

type DeferredCarouselProps = CarouselProps & {
  /** Height of the placeholder, close to the carousel's own so the page hardly moves when it arrives. */
  placeholderClassName: string;
};

/** The carousel, loaded when it nears the viewport; a placeholder of about its size stands in until then. */
export function DeferredCarousel({ placeholderClassName, ...props }: DeferredCarouselProps) {
  return (
    <NearViewport placeholderClassName={placeholderClassName}>
      <Carousel {...props} />
    </NearViewport>
  );
}
