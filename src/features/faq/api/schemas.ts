import { orNull, z } from '@/lib/zod';

export const FaqItemSchema = z.object({
  id: z.number(),
  question: z.string(),
  answer: z.string(),
  category: z.string(),
  isVisible: z._default(z.boolean(), true),
  order: orNull(z.number()),
});
export type FaqItem = z.infer<typeof FaqItemSchema>;

export const FaqListSchema = z.array(FaqItemSchema);
