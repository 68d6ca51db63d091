import { z } from '@/lib/zod';

const PairSchema = z.tuple([z.string(), z.unknown()]);

// The optional extension 'Cited answers' (docs/api-contract.md): a bot message may carry a `sources`
// pair. Each well-formed source is kept and any other dropped, so a malformed citation never costs the
// history.
const ChatSourceSchema = z.object({ topicType: z.string().check(z.minLength(1)), quote: z.string() });
export type ChatSource = z.infer<typeof ChatSourceSchema>;

function sourcesOf(value: unknown): ChatSource[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    const parsed = ChatSourceSchema.safeParse(item);
    return parsed.success && parsed.data.quote.trim() ? [parsed.data] : [];
  });
}

/** One message is a list of `[key, value]` pairs (spec readings §6). */
export const ChatMessageSchema = z.pipe(
  z.array(PairSchema),
  z.transform((pairs) => {
    const entries = new Map(pairs);
    const type = entries.get('type');
    const message: { content: string; type: 'human' | 'bot'; sources?: ChatSource[] } = {
      content: typeof entries.get('content') === 'string' ? (entries.get('content') as string) : '',
      type: type === 'human' ? ('human' as const) : ('bot' as const),
    };
    const sources = message.type === 'bot' ? sourcesOf(entries.get('sources')) : [];
    return sources.length > 0 ? { ...message, sources } : message;
  }),
);
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ChatHistoryResponseSchema = z.object({ chatHistory: z.array(ChatMessageSchema) });
