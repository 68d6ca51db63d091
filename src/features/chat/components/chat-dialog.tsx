import { useCallback, useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
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
  /** Called once the dialog has closed and its closing transition has ended (its content unmounted). */
  onClosed?: () => void;
  draft: string;
  onDraftChange: Dispatch<SetStateAction<string>>;
};

/** The chat below 1024 px: a modal dialog titled 'Vragen?' (spec §2), loaded with the chat itself. */
export function ChatDialog({
  open,
  onClose,
  tenderId,
  tenderName,
  sourceLinks,
  onClosed,
  draft,
  onDraftChange,
}: ChatDialogProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const onClosedRef = useRef(onClosed);
  useEffect(() => {
    onClosedRef.current = onClosed;
  });
  // Headless UI's Dialog has no "after leave" callback: the cleanup of a ref on its content runs when
  // that content unmounts, after the closing transition. Stable, so it runs then only.
  const contentRef = useCallback(() => () => onClosedRef.current?.(), []);
  return (
    <Dialog open={open} onClose={onClose} title={t('chat.title')} initialFocus={inputRef}>
      <div ref={contentRef}>
        <ChatWindow
          tenderId={tenderId}
          tenderName={tenderName}
          inputRef={inputRef}
          sourceLinks={sourceLinks}
          draft={draft}
          onDraftChange={onDraftChange}
        />
      </div>
    </Dialog>
  );
}
