import { useRef } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { t } from '@/i18n/chat';
import type { ChatSourceLinks } from './chat-sources';
import { ChatWindow } from './chat-window';

type ChatDialogProps = {
  open: boolean;
  onClose: () => void;
  tenderId: number;
  tenderName: string;
  /** Showing a source closes the dialog first (the launcher does), so the tab is seen. */
  sourceLinks?: ChatSourceLinks;
};

/** The chat below 1024 px: a modal dialog titled 'Vragen?' (spec §2), loaded with the chat itself. */
export function ChatDialog({ open, onClose, tenderId, tenderName, sourceLinks }: ChatDialogProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog open={open} onClose={onClose} title={t('chat.title')} initialFocus={inputRef}>
      <ChatWindow tenderId={tenderId} tenderName={tenderName} inputRef={inputRef} sourceLinks={sourceLinks} />
    </Dialog>
  );
}
