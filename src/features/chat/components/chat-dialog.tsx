import { useRef } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { t } from '@/i18n/chat';
import { ChatWindow } from './chat-window';

type ChatDialogProps = { open: boolean; onClose: () => void; tenderId: number; tenderName: string };

/** The chat below 1024 px: a modal dialog titled 'Vragen?' (spec §2), loaded with the chat itself. */
export function ChatDialog({ open, onClose, tenderId, tenderName }: ChatDialogProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog open={open} onClose={onClose} title={t('chat.title')} initialFocus={inputRef}>
      <ChatWindow tenderId={tenderId} tenderName={tenderName} inputRef={inputRef} />
    </Dialog>
  );
}
