import { z } from '@/lib/zod';

const PairSchema = z.tuple([z.string(), z.unknown()]);

/** One message is a list of `[key, value]` pairs (spec readings §6). */
export const ChatMessageSchema = z.pipe(
  z.array(PairSchema),
  z.transform((pairs) => {
    const entries = new Map(pairs);
    const type = entries.get('type');
    return {
      content: typeof entries.get('content') === 'string' ? (entries.get('content') as string) : '',
      type: type === 'human' ? ('human' as const) : ('bot' as const),
    };
  }),
);
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ChatHistoryResponseSchema = z.object({ chatHistory: z.array(ChatMessageSchema) });
