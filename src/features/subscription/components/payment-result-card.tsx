import { CheckCircleIcon, XCircleIcon } from '@heroicons/react/24/outline';
import type { ReactNode } from 'react';
import { PageTitle } from '@/components/ui/primitives/page-title';
import { Spinner } from '@/components/ui/controls/spinner';
import { cn } from '@/lib/frame/cn';
import { ClockIcon } from '@/components/ui/primitives/icons';

export type PaymentResultTone = 'loading' | 'success' | 'pending' | 'error' | 'cancelled';

const icons = {
  success: { Icon: CheckCircleIcon, className: 'text-emerald-600' },
  pending: { Icon: ClockIcon, className: 'text-sky-600' },
  error: { Icon: XCircleIcon, className: 'text-red-600' },
  cancelled: { Icon: XCircleIcon, className: 'text-slate-500' },
} as const;

type PaymentResultCardProps = {
  tone: PaymentResultTone;
  title: string;
  /** Tab title when it should stay put while the heading changes with the outcome. */
  documentTitle?: string;
  children: ReactNode;
  actions?: ReactNode;
};

/**
 * The one card of the payment result pages (/success, /cancel): an icon for the outcome, the h1,
 * the explanation and the way onward. The explanation is a live region, so a screen reader hears
 * the outcome when verification ends.
 */
export function PaymentResultCard({ tone, title, documentTitle, children, actions }: PaymentResultCardProps) {
  const icon = tone === 'loading' ? null : icons[tone];
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-16">
      <div className="flex flex-col items-center gap-4 rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        {icon ? (
          <icon.Icon className={cn('size-12', icon.className)} aria-hidden="true" />
        ) : (
          <Spinner size="lg" className="text-blue-700" />
        )}
        <PageTitle documentTitle={documentTitle}>{title}</PageTitle>
        <div aria-live="polite" className="space-y-2 text-slate-700">
          {children}
        </div>
        {actions && <div className="mt-2 flex flex-wrap justify-center gap-3">{actions}</div>}
      </div>
    </div>
  );
}
