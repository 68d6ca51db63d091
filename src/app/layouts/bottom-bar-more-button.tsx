import { EllipsisHorizontalIcon } from '@heroicons/react/24/outline';
import type { ComponentProps } from 'react';
import { useLocation } from 'react-router-dom';
import { t } from '@/i18n';
import { cn } from '@/lib/frame/cn';
import type { NavItem } from './nav-items';

type BottomBarMoreButtonProps = ComponentProps<'button'> & {
  /** The entries under it: it is marked when the current page is one of them. */
  items: NavItem[];
  isOpen: boolean;
};

/**
 * The bottom bar's 'Meer' button as it looks, marked while it is open or holds the current page: the
 * disclosure's button, and its stand-in while the disclosure's code loads (bottom-bar.tsx).
 */
export function BottomBarMoreButton({ items, isOpen, ...props }: BottomBarMoreButtonProps) {
  const { pathname } = useLocation();
  const isMarked = isOpen || items.some((item) => pathname.startsWith(item.to));
  return (
    <button
      type="button"
      aria-expanded={isOpen}
      {...props}
      className={cn(
        'flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 rounded-lg px-1 text-xs font-medium',
        isMarked ? 'bg-blue-50 text-blue-900' : 'text-slate-700 hover:bg-slate-100',
      )}
    >
      <EllipsisHorizontalIcon className="h-6 w-6" aria-hidden="true" />
      <span>{t('layout.bottomBar.more')}</span>
    </button>
  );
}
