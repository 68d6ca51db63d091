import { useRef } from 'react';
import { Button } from '@/components/ui/controls/button';
import { Dialog } from '@/components/ui/dialog';
import { t } from '@/i18n/bids';
import type { Bid } from '@/features/bids/model/schemas';

type ConflictDialogProps = {
  stored: Bid | null;
  open: boolean;
  /** Closing postpones the choice: nothing is saved until it is made (the save status reopens it). */
  onClose: () => void;
  onKeepMine: () => void;
  onLoadStored: () => void;
};

const timeFormat = new Intl.DateTimeFormat('nl-BE', { dateStyle: 'short', timeStyle: 'short' });

function savedAt(stored: Bid): string {
  const date = stored.updatedAt ? new Date(stored.updatedAt) : null;
  return date && !Number.isNaN(date.getTime()) ? timeFormat.format(date) : '?';
}

/**
 * A save answered 409: the sheet changed in another tab or on another device. The user chooses which
 * version stays; neither is overwritten without that choice.
 */
export function ConflictDialog({ stored, open, onClose, onKeepMine, onLoadStored }: ConflictDialogProps) {
  const keepRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={open && stored !== null} onClose={onClose} title={t('bids.conflict.title')} initialFocus={keepRef}>
      {stored && (
        <div className="flex flex-col gap-4">
          <p className="text-slate-700">{t('bids.conflict.body', { time: savedAt(stored) })}</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button ref={keepRef} onClick={onKeepMine}>
              {t('bids.conflict.keepMine')}
            </Button>
            <Button variant="outlined" onClick={onLoadStored}>
              {t('bids.conflict.useStored')}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
