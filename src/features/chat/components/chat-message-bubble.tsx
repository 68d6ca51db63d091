import { Markdown } from '@/components/markdown';
import { t } from '@/i18n/chat';
import { cn } from '@/lib/frame/cn';
import type { ChatMessage } from '../api/schemas';
import { ChatSources, type ChatSourceLinks } from './chat-sources';

type ChatMessageBubbleProps = { message: ChatMessage; sourceLinks?: ChatSourceLinks };

/**
 * One message: the user's as typed (plain text), the assistant's as markdown without raw HTML, with the
 * passages it cites under it when the API sends them.
 */
export function ChatMessageBubble({ message, sourceLinks }: ChatMessageBubbleProps) {
  const isHuman = message.type === 'human';
  return (
    <li className={cn('flex', isHuman ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-xl px-3 py-2 text-sm [overflow-wrap:anywhere]',
          isHuman ? 'bg-blue-700 text-white' : 'border border-slate-200 bg-slate-50 text-slate-800',
        )}
      >
        <span className="sr-only">{isHuman ? t('chat.you') : t('chat.assistant')}: </span>
        {isHuman ? (
          <p className="whitespace-pre-wrap">{message.content}</p>
        ) : (
          <Markdown className="text-sm text-slate-800 [&_blockquote]:my-2 [&_p]:my-2">{message.content}</Markdown>
        )}
        {!isHuman && message.sources && <ChatSources sources={message.sources} links={sourceLinks} />}
      </div>
    </li>
  );
}
