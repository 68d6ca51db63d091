import { CheckCircleIcon, XCircleIcon } from '@heroicons/react/24/outline';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/controls/spinner';

type StatusMessageProps = {
  tone: 'loading' | 'success' | 'error';
  title?: string;
  children: ReactNode;
  actions?: ReactNode;
};

/** The loading, success or error state of a one-time link (verification, reset, email change). */
export function StatusMessage({ tone, title, children, actions }: StatusMessageProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className="flex flex-col items-center gap-3 text-center">
      {tone === 'loading' && <Spinner />}
      {tone === 'success' && <CheckCircleIcon className="size-12 text-emerald-600" aria-hidden="true" />}
      {tone === 'error' && <XCircleIcon className="size-12 text-red-600" aria-hidden="true" />}
      {title && <h2 className="text-lg font-semibold text-slate-900">{title}</h2>}
      <div className="flex flex-col gap-1 text-slate-700">{children}</div>
      {actions && <div className="mt-2 flex flex-wrap justify-center gap-2">{actions}</div>}
    </div>
  );
}
