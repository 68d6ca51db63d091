import { t } from '@/i18n/chat';

/** Three bouncing dots while the assistant answers; they stand still under reduced motion. */
export function ChatTypingIndicator() {
  return (
    <li className="flex justify-start">
      <div className="flex items-center gap-1 rounded-xl border border-slate-200 bg-slate-50 px-3 py-3">
        <span className="sr-only">{t('chat.typing')}</span>
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            aria-hidden="true"
            className="size-2 rounded-full bg-slate-500 motion-safe:animate-bounce"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </div>
    </li>
  );
}
