import { useRef } from 'react';
import { Button } from '@/components/ui/controls/button';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import { t } from '@/i18n/subscription';

type ConfirmSubscriptionDialogProps = {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  /** The change is being sent: the confirm button spins and the dialog stays put. */
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * Asks before a subscription change (cancel, reactivate). Focus starts on 'Terug', the harmless
 * choice, so a stray Enter changes nothing.
 */
export function ConfirmSubscriptionDialog({
  open,
  title,
  text,
  confirmLabel,
  isPending,
  onConfirm,
  onClose,
}: ConfirmSubscriptionDialogProps) {
  const backRef = useRef<HTMLButtonElement>(null);
  // While the change is on its way, closing would hide its outcome; the toast follows either way.
  const close = () => {
    if (!isPending) onClose();
  };
  return (
    <LazyDialog open={open} onClose={close} title={title} size="sm" initialFocus={backRef}>
      <p className="text-slate-700">{text}</p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outlined" onClick={close} disabled={isPending} ref={backRef}>
          {t('subscription.billing.back')}
        </Button>
        <Button onClick={onConfirm} isLoading={isPending}>
          {confirmLabel}
        </Button>
      </div>
    </LazyDialog>
  );
}
