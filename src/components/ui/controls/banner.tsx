import {
  CheckCircleIcon,
  ExclamationTriangleIcon,
  InformationCircleIcon,
  XCircleIcon,
  XMarkIcon,
} from '@heroicons/react/20/solid';
import { useState, type ComponentType, type ReactNode, type SVGProps } from 'react';
import { t } from '@/i18n';
import { cn } from '@/lib/frame/cn';
import { Tooltip } from './tooltip';

export type BannerStatus = 'info' | 'success' | 'warning' | 'error';
export type BannerActionStyle = 'primary' | 'secondary' | 'danger' | 'neutral';

export type BannerAction = {
  label: string;
  onClick: () => void;
  style?: BannerActionStyle;
  /** Hides the banner after running onClick. */
  closesBanner?: boolean;
};

type BannerProps = {
  status: BannerStatus;
  title?: ReactNode;
  message: ReactNode;
  actions?: BannerAction[];
  dismissible?: boolean;
  /** Called when the banner closes, by the dismiss button or by an action that closes it. */
  onDismiss?: () => void;
  className?: string;
};

const looks: Record<BannerStatus, { box: string; icon: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }> = {
  info: { box: 'border-sky-200 bg-sky-50 text-sky-900', icon: 'text-sky-600', Icon: InformationCircleIcon },
  success: {
    box: 'border-emerald-200 bg-emerald-50 text-emerald-900',
    icon: 'text-emerald-600',
    Icon: CheckCircleIcon,
  },
  warning: {
    box: 'border-amber-200 bg-amber-50 text-amber-900',
    icon: 'text-amber-500',
    Icon: ExclamationTriangleIcon,
  },
  error: { box: 'border-red-200 bg-red-50 text-red-900', icon: 'text-red-600', Icon: XCircleIcon },
};

const actionStyles: Record<BannerActionStyle, string> = {
  primary: 'bg-blue-700 text-white hover:bg-blue-800',
  secondary: 'border border-blue-700 bg-white text-blue-700 hover:bg-blue-50',
  danger: 'bg-red-600 text-white hover:bg-red-700',
  neutral: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
};

/**
 * A status message across the content. Warnings and errors are announced at once (role="alert"),
 * info and success politely (role="status"). Once closed it renders nothing.
 */
export function Banner({
  status,
  title,
  message,
  actions = [],
  dismissible = false,
  onDismiss,
  className,
}: BannerProps) {
  const [isOpen, setIsOpen] = useState(true);
  if (!isOpen) return null;

  const close = () => {
    setIsOpen(false);
    onDismiss?.();
  };
  const { box, icon, Icon } = looks[status];

  return (
    <div
      role={status === 'warning' || status === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-xl border p-4', box, className)}
    >
      <Icon className={cn('mt-0.5 size-5 shrink-0', icon)} aria-hidden="true" />
      <div className="min-w-0 flex-1">
        {title && <p className="font-semibold">{title}</p>}
        <div className={cn('text-sm', title && 'mt-1')}>{message}</div>
        {actions.length > 0 && (
          <div className="mt-3 flex flex-wrap gap-2">
            {actions.map((action) => (
              <button
                key={action.label}
                type="button"
                onClick={() => {
                  action.onClick();
                  if (action.closesBanner) close();
                }}
                className={cn(
                  'inline-flex min-h-9 items-center rounded-lg px-3 py-1.5 text-sm font-semibold transition-colors duration-150 ease-out pointer-coarse:min-h-11',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700',
                  actionStyles[action.style ?? 'primary'],
                )}
              >
                {action.label}
              </button>
            ))}
          </div>
        )}
      </div>
      {dismissible && (
        <Tooltip content={t('common.dismiss')} placement="left" asLabel className="-m-1.5 self-start">
          <button
            type="button"
            onClick={close}
            className="inline-flex size-8 items-center justify-center rounded-lg hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-blue-700 pointer-coarse:size-11"
          >
            <XMarkIcon className="size-5" aria-hidden="true" />
          </button>
        </Tooltip>
      )}
    </div>
  );
}
