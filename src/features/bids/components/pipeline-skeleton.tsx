import { Skeleton } from '@/components/ui/primitives/skeleton';
import { VisuallyHidden } from '@/components/ui/primitives/visually-hidden';
import { t } from '@/i18n/pipeline';

/** The deadlines and the stages shaped as they will arrive, so nothing jumps when the Bids do. */
export function PipelineSkeleton({ isBoard }: { isBoard: boolean }) {
  const columns = isBoard ? 4 : 1;
  return (
    <div role="status" className="flex flex-col gap-6">
      <VisuallyHidden>{t('pipeline.load.loading')}</VisuallyHidden>
      <div aria-hidden="true" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <div className="flex justify-between">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-9 w-36 rounded-lg" />
        </div>
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-4 w-4/6" />
      </div>
      <div aria-hidden="true" className={isBoard ? 'grid grid-cols-4 gap-3' : 'flex flex-col gap-3'}>
        {Array.from({ length: columns }, (_, index) => (
          <div key={index} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-slate-50 p-2">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton shape="block" className="h-36 w-full rounded-lg" />
            <Skeleton shape="block" className="h-36 w-full rounded-lg" />
          </div>
        ))}
      </div>
    </div>
  );
}
