import { DialogBackdrop, DialogPanel, DialogTitle, Dialog as HeadlessDialog } from '@headlessui/react';
import { useEffect, type ReactNode, type RefObject } from 'react';
import { t } from '@/i18n';
import { cn } from '@/lib/frame/cn';
import { XMarkIcon } from '@/components/ui/primitives/icons';

type DialogSize = 'sm' | 'md' | 'lg';

const sizes: Record<DialogSize, string> = {
  sm: 'max-w-sm',
  md: 'max-w-lg',
  lg: 'max-w-2xl',
};

export type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** The element to focus on open; without it Headless UI focuses the panel or a `data-autofocus` child. */
  initialFocus?: RefObject<HTMLElement | null>;
  size?: DialogSize;
  className?: string;
};

/**
 * A modal window over a dimmed page (Headless UI): focus stays inside, Escape, the backdrop and
 * the corner button close it, and focus returns to where it was. The corner button is named
 * 'Venster sluiten' so it never clashes with a 'Sluiten' button in the content.
 */
export function Dialog({ open, onClose, title, children, initialFocus, size = 'md', className }: DialogProps) {
  // On a touch screen Headless UI skips `initialFocus` and leaves the focus on the dialog's frame, which
  // has no box to show it on: a keyboard user would not see where they are. The element we chose takes it.
  useEffect(() => {
    if (!open || !initialFocus) return;
    const frame = requestAnimationFrame(() => {
      // Only from where Headless UI left it, not from where a quick Tab has moved it since.
      const active = document.activeElement;
      if (active === document.body || active?.getAttribute('role') === 'dialog') initialFocus.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [open, initialFocus]);

  return (
    <HeadlessDialog open={open} onClose={onClose} initialFocus={initialFocus} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-slate-900/50 transition-opacity duration-200 ease-out data-closed:opacity-0"
      />
      <div className="fixed inset-0 flex w-screen items-end justify-center overflow-y-auto p-4 sm:items-center">
        <DialogPanel
          transition
          className={cn(
            'w-full rounded-xl bg-white p-6 shadow-md transition duration-200 ease-out data-closed:scale-95 data-closed:opacity-0',
            sizes[size],
            className,
          )}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <DialogTitle className="text-lg">{title}</DialogTitle>
            <button
              type="button"
              onClick={onClose}
              aria-label={t('common.closeDialog')}
              className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-700"
            >
              <XMarkIcon className="size-5" aria-hidden="true" />
            </button>
          </div>
          {children}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
