import { useState, type ComponentProps } from 'react';
import { ChatWindow } from '@/features/chat/components/chat-window';

/** The chat with the typed question held beside it, as its launcher holds it. */
export function ChatWindowWithDraft(props: Omit<ComponentProps<typeof ChatWindow>, 'draft' | 'onDraftChange'>) {
  const [draft, setDraft] = useState('');
  return <ChatWindow {...props} draft={draft} onDraftChange={setDraft} />;
}
