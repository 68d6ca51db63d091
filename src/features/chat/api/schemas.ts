import { v } from '@/api/schema';

const PairSchema = v.strictTuple([v.string(), v.unknown()]);

// The optional extension 'Cited answers' (docs/api-contract.md): a bot message may carry a `sources`
// pair. Each well-formed source is kept and any other dropped, so a malformed citation never costs the
// history.
const ChatSourceSchema = v.object({ topicType: v.pipe(v.string(), v.minLength(1)), quote: v.string() });
export type ChatSource = v.InferOutput<typeof ChatSourceSchema>;

function sourcesOf(value: unknown): ChatSource[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    const parsed = v.safeParse(ChatSourceSchema, item);
    return parsed.success && parsed.output.quote.trim() ? [parsed.output] : [];
  });
}

/** One message is a list of `[key, value]` pairs (spec readings §6). */
export const ChatMessageSchema = v.pipe(
  v.array(PairSchema),
  v.transform((pairs) => {
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
export type ChatMessage = v.InferOutput<typeof ChatMessageSchema>;

export const ChatHistoryResponseSchema = v.object({ chatHistory: v.array(ChatMessageSchema) });
