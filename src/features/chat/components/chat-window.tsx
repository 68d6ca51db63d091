import { PaperAirplaneIcon } from '@heroicons/react/20/solid';
import { useEffect, useRef, useState, type Dispatch, type FormEvent, type RefObject, type SetStateAction } from 'react';
import { Button } from '@/components/ui/controls/button';
import { Input } from '@/components/ui/controls/input';
import { Spinner } from '@/components/ui/controls/spinner';
import { useOnline } from '@/hooks/frame/use-online';
import { t } from '@/i18n/chat';
import { useChatHistory } from '../api/get-chat-history';
import { useSendChatMessage } from '../api/send-chat-message';
import { ChatMessageBubble } from './chat-message-bubble';
import { ChatPersonalHelp } from './chat-personal-help';
import type { ChatSourceLinks } from './chat-sources';
import { ChatTypingIndicator } from './chat-typing-indicator';

type ChatWindowProps = {
  tenderId: number;
  tenderName: string;
  /** The input's ref, for a dialog that focuses it on open. */
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Names a cited answer's sources after the tender's tabs and shows them there. */
  sourceLinks?: ChatSourceLinks;
  /** The question being typed, held by the launcher so that it outlives a switch between sidebar and dialog. */
  draft: string;
  onDraftChange: Dispatch<SetStateAction<string>>;
};

/**
 * The assistant's conversation about one tender (spec §2, §4 'Chat'): the question shows at once with a
 * typing indicator; a failed send says so, takes the question out again and puts it back in the input.
 */
export function ChatWindow({
  tenderId,
  tenderName,
  inputRef: inputRefProp,
  sourceLinks,
  draft,
  onDraftChange: setDraft,
}: ChatWindowProps) {
  const history = useChatHistory(tenderId);
  const online = useOnline();
  const [sendFailed, setSendFailed] = useState(false);
  const ownInputRef = useRef<HTMLInputElement>(null);
  const inputRef = inputRefProp ?? ownInputRef;
  const logRef = useRef<HTMLDivElement>(null);

  const send = useSendChatMessage({
    mutationConfig: {
      onError: (_error, { message }) => {
        setSendFailed(true);
        // Whatever was typed meanwhile stays, after the question that failed.
        setDraft((current) => (current.trim() ? `${message} ${current}` : message));
        inputRef.current?.focus();
      },
    },
  });

  const messages = history.data ?? [];
  const messageCount = messages.length;

  // The newest message (or the typing indicator) in view, inside the 24rem window only.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messageCount, send.isPending]);

  // Offline the question stays in the input until it can be sent (issue #26).
  const canSend = online && draft.trim() !== '' && !send.isPending;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSend) return;
    setSendFailed(false);
    send.mutate({ tenderId, message: draft.trim() });
    setDraft('');
  }

  return (
    <div className="flex flex-col gap-3">
      <div
        ref={logRef}
        role="log"
        aria-label={t('chat.messagesLabel')}
        aria-busy={send.isPending}
        // Scrollable, so it must be reachable by keyboard (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="h-96 overflow-y-auto rounded-lg border border-slate-200 bg-white p-3 focus-visible:outline-2 focus-visible:outline-blue-700"
      >
        <ol className="flex flex-col gap-3">
          {history.isPending && history.fetchStatus === 'paused' && (
            <li className="text-sm text-slate-600">{t('chat.needsConnection')}</li>
          )}
          {history.isPending && history.fetchStatus !== 'paused' && (
            <li className="flex items-center gap-2 text-sm text-slate-600">
              <Spinner size="sm" />
              {t('chat.loading')}
            </li>
          )}
          {history.isError && messageCount === 0 && (
            <li className="flex flex-col items-start gap-2 text-sm text-red-800">
              {t('chat.loadError')}
              <Button variant="outlined" size="sm" onClick={() => void history.refetch()}>
                {t('common.retry')}
              </Button>
            </li>
          )}
          {history.isSuccess && messageCount === 0 && <li className="text-sm text-slate-600">{t('chat.intro')}</li>}
          {messages.map((message, index) => (
            // The history has no ids; messages are only ever appended (or the last optimistic one removed).
            <ChatMessageBubble key={index} message={message} sourceLinks={sourceLinks} />
          ))}
          {send.isPending && <ChatTypingIndicator />}
        </ol>
      </div>
      {sendFailed && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {t('chat.sendError')}
        </p>
      )}
      {!online && (
        <p role="status" className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
          {t('chat.offline')}
        </p>
      )}
      <form onSubmit={submit} className="flex items-end gap-2">
        <Input
          ref={inputRef}
          label={t('chat.inputLabel')}
          hideLabel
          placeholder={t('chat.inputPlaceholder')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          autoComplete="off"
          enterKeyHint="send"
          containerClassName="min-w-0 flex-1"
        />
        <Button type="submit" disabled={!canSend} aria-label={t('chat.send')} className="min-h-11 shrink-0">
          <PaperAirplaneIcon className="size-5" aria-hidden="true" />
        </Button>
      </form>
      <ChatPersonalHelp tenderId={tenderId} tenderName={tenderName} history={history.data} />
    </div>
  );
}
