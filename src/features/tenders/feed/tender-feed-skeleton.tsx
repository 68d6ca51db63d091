import { Skeleton } from '@/components/ui/primitives/skeleton';
import { VisuallyHidden } from '@/components/ui/primitives/visually-hidden';
import { t } from '@/i18n';

const PLACEHOLDER_CARDS = 3;

/** Cards shaped like tender cards, so nothing jumps when the feed arrives. */
export function TenderFeedSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-4">
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
      {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
        >
          <div className="flex flex-col-reverse gap-3 md:flex-row md:items-start md:gap-4">
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-5 w-4/5" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-4 w-1/3" />
            </div>
            <Skeleton className="h-9 w-32 rounded-lg md:h-16 md:w-24" />
          </div>
          <div className="flex gap-2">
            <Skeleton className="h-6 w-24 rounded-full" />
            <Skeleton className="h-6 w-20 rounded-full" />
          </div>
          <div className="flex items-center justify-between border-t border-slate-200 pt-3">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-11 w-44 rounded-lg" />
          </div>
        </div>
      ))}
    </div>
  );
}
