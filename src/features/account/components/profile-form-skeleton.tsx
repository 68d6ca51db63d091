import { Skeleton } from '@/components/ui/primitives/skeleton';
import { VisuallyHidden } from '@/components/ui/primitives/visually-hidden';
import { t } from '@/i18n';
import { cn } from '@/lib/frame/cn';

/** A label over an input, as the form's fields are laid out (Field: label, gap-1.5, a 44 px input). */
function FieldSkeleton({ className }: { className?: string }) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Skeleton className="h-5 w-28" />
      <Skeleton className="h-11 w-full rounded-lg" />
    </div>
  );
}

/** The profile form's geometry while the user loads, so the sections below do not move when it arrives. */
export function ProfileFormSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-4">
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
      <div className="grid gap-4 sm:grid-cols-2">
        <FieldSkeleton />
        <FieldSkeleton />
      </div>
      <FieldSkeleton />
      <div className="grid gap-4 sm:grid-cols-2">
        <FieldSkeleton />
        <FieldSkeleton />
      </div>
      <FieldSkeleton className="sm:max-w-xs" />
      <Skeleton className="h-10 w-40 rounded-lg pointer-coarse:h-11" />
    </div>
  );
}
