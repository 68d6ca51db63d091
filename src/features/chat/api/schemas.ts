import { v } from '@/lib/schema';

const PairSchema = v.strictTuple([v.string(), v.unknown()]);

/** One message is a list of `[key, value]` pairs (spec readings §6). */
export const ChatMessageSchema = v.pipe(
  v.array(PairSchema),
  v.transform((pairs) => {
    const entries = new Map(pairs);
    const type = entries.get('type');
    return {
      content: typeof entries.get('content') === 'string' ? (entries.get('content') as string) : '',
      type: type === 'human' ? ('human' as const) : ('bot' as const),
    };
  }),
);
export type ChatMessage = v.InferOutput<typeof ChatMessageSchema>;

export const ChatHistoryResponseSchema = v.object({ chatHistory: v.array(ChatMessageSchema) });
