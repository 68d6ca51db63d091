import { ChatBubbleLeftRightIcon } from '@heroicons/react/24/outline';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { Spinner } from '@/components/ui/controls/spinner';
import { useAfterLargestPaint } from '@/hooks/use-after-largest-paint';
import { useIsLargeScreen } from '@/hooks/logged-in/use-is-large-screen';
import { t } from '@/i18n/chat';
import { cn } from '@/lib/frame/cn';
import { lazy } from '@/lib/frame/lazy';
import type { ChatSource } from '../api/schemas';
import type { ChatSourceLinks } from './chat-sources';

// The chat (with its dialog on a phone) is fetched once the browser has reported the tender's largest
// paint, or when the chat opens.
const loadChatWindow = () => import('./chat-window');
const loadChatDialog = () => import('./chat-dialog');
const LazyChatWindow = lazy(() => loadChatWindow().then((module) => ({ default: module.ChatWindow })));
const LazyChatDialog = lazy(() => loadChatDialog().then((module) => ({ default: module.ChatDialog })));
// Fetched ahead of need: offline it may fail, and the chat asks again when it renders.
const preload = (load: () => Promise<unknown>) => void load().catch(() => undefined);

function ChatLoading() {
  return (
    <div className="flex h-96 items-center justify-center rounded-lg border border-slate-200">
      <Spinner label={t('chat.loading')} />
    </div>
  );
}

type ChatLauncherProps = {
  tenderId: number;
  tenderName: string;
  /** Names a cited answer's sources after the tender's tabs and shows them there (optional extension). */
  sourceLinks?: ChatSourceLinks;
  /**
   * The detail's column needs the sidebar's room (the go/no-go sheet is open): from 1024 px too the chat is
   * a button, beside the column, that opens it in the dialog.
   */
  stepsAside?: boolean;
};

/**
 * 'Vragen?': a right sidebar from 1024 px, a floating button opening a dialog below (spec §2). Only one of
 * the two exists at a time, so the conversation is never in the page twice.
 */
export function ChatLauncher({ tenderId, tenderName, sourceLinks, stepsAside = false }: ChatLauncherProps) {
  const isLarge = useIsLargeScreen();
  const isSidebar = isLarge && !stepsAside;
  const hasPainted = useAfterLargestPaint();
  const [isOpen, setIsOpen] = useState(false);
  // Here, not in the chat: a question typed in the sidebar is still there in the dialog that replaces it (the
  // sheet opened, or the window narrowed).
  const [draft, setDraft] = useState('');
  // The dialog stays mounted once opened, so it can play its closing transition.
  const [wasOpened, setWasOpened] = useState(false);
  const headingId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // A source chosen in the dialog: shown once the dialog is gone, since Headless UI hands the focus back
  // to where it was when it unmounts (after its closing transition) and would take it from the quote.
  const pendingSourceRef = useRef<ChatSource | null>(null);

  // Headless UI returns focus only to elements it saw focused, and the dialog's code loads after the
  // click: so the button takes the focus back itself, unless the dialog closed to show a source.
  useEffect(() => {
    if (wasOpened && !isOpen && !pendingSourceRef.current) buttonRef.current?.focus();
  }, [wasOpened, isOpen]);

  const dialogSourceLinks: ChatSourceLinks | undefined = sourceLinks && {
    labelOf: sourceLinks.labelOf,
    show: (source) => {
      pendingSourceRef.current = source;
      setIsOpen(false);
    },
  };

  // Called as the dialog's content unmounts; Headless UI restores the focus in a task queued then, so
  // the source is shown a frame later, after it.
  const showPendingSource = () => {
    const source = pendingSourceRef.current;
    pendingSourceRef.current = null;
    if (source) requestAnimationFrame(() => sourceLinks?.show(source));
  };

  useEffect(() => {
    if (hasPainted) preload(isSidebar ? loadChatWindow : loadChatDialog);
  }, [hasPainted, isSidebar]);

  if (isSidebar) {
    return (
      <aside
        aria-labelledby={headingId}
        className="sticky top-20 flex w-64 shrink-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm xl:w-80"
      >
        <h2 id={headingId} className="text-lg">
          {t('chat.title')}
        </h2>
        {hasPainted ? (
          <Suspense fallback={<ChatLoading />}>
            <LazyChatWindow
              tenderId={tenderId}
              tenderName={tenderName}
              sourceLinks={sourceLinks}
              draft={draft}
              onDraftChange={setDraft}
            />
          </Suspense>
        ) : (
          <ChatLoading />
        )}
      </aside>
    );
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setIsOpen(true);
          setWasOpened(true);
        }}
        onPointerEnter={() => preload(loadChatDialog)}
        className={cn(
          'inline-flex items-center bg-blue-700 font-semibold text-white shadow-md hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700',
          // Beside the detail's column on a large screen, where the sidebar was; above the bottom bar below.
          isLarge
            ? 'sticky top-20 w-16 shrink-0 flex-col gap-1 rounded-xl px-1 py-3 text-xs'
            : 'fixed right-4 bottom-24 z-30 min-h-12 gap-2 rounded-full px-5 py-3',
        )}
      >
        <ChatBubbleLeftRightIcon className="size-6" aria-hidden="true" />
        {t('chat.title')}
      </button>
      {wasOpened && (
        // No fallback: the button stays usable while the chat loads, the dialog appears when it is there.
        <Suspense fallback={null}>
          <LazyChatDialog
            open={isOpen}
            onClose={() => setIsOpen(false)}
            tenderId={tenderId}
            tenderName={tenderName}
            sourceLinks={dialogSourceLinks}
            onClosed={showPendingSource}
            draft={draft}
            onDraftChange={setDraft}
          />
        </Suspense>
      )}
    </>
  );
}
