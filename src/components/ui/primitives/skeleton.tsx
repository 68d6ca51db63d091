import { cn } from '@/lib/frame/cn';

type SkeletonShape = 'line' | 'block' | 'circle';

const shapeClasses: Record<SkeletonShape, { round: string; size: string }> = {
  line: { round: 'rounded', size: 'h-4 w-full' },
  block: { round: 'rounded-xl', size: 'h-24 w-full' },
  circle: { round: 'rounded-full', size: 'size-12' },
};

type SkeletonProps = {
  shape?: SkeletonShape;
  /**
   * Sizes the placeholder like the content it stands in for (h-*, w-*, size-*). When given it
   * replaces the shape's default size: `cn` does not resolve conflicting Tailwind classes.
   */
  className?: string;
};

/** A grey placeholder shaped like the content that is loading; hidden from assistive technology. */
export function Skeleton({ shape = 'line', className }: SkeletonProps) {
  const { round, size } = shapeClasses[shape];
  return <div aria-hidden="true" className={cn('animate-pulse bg-slate-200', round, className ?? size)} />;
}
