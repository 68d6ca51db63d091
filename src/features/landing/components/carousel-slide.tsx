import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * One slide's content. react-slick marks slides out of view (and its clones) aria-hidden on a
 * wrapper we cannot reach; their links and buttons would still be tabbable (axe
 * 'aria-hidden-focus'). We mirror that flag as `inert` on our own element so they are not.
 */
export function CarouselSlide({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [isHidden, setIsHidden] = useState(false);

  useEffect(() => {
    const slide = ref.current?.closest('.slick-slide');
    if (!slide) return;
    const sync = () => setIsHidden(slide.getAttribute('aria-hidden') === 'true');
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(slide, { attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} inert={isHidden} className="h-full px-2 py-1 sm:px-3">
      {children}
    </div>
  );
}
