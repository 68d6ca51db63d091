import { Suspense, type ReactNode } from 'react';
import { Skeleton } from '@/components/ui/primitives/skeleton';
import { useNearViewport } from '@/hooks/use-near-viewport';

type NearViewportProps = {
  /** Height of the placeholder, the content's own (measured on phones and desktops), so nothing moves when it arrives. */
  placeholderClassName: string;
  /** How close counts as near, and whether it is watched yet (useNearViewport). */
  marginPx?: number;
  watching?: boolean;
  /** Rendered (with its lazily loaded code) once the placeholder nears the viewport. */
  children: ReactNode;
};

/** Holds a below-the-fold part back until the visitor scrolls towards it; a placeholder keeps its place. */
export function NearViewport({ placeholderClassName, marginPx, watching, children }: NearViewportProps) {
  const [ref, near] = useNearViewport<HTMLDivElement>({ marginPx, watching });
  const placeholder = <Skeleton shape="block" className={placeholderClassName} />;
  if (!near) return <div ref={ref}>{placeholder}</div>;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
