import { z } from '@/lib/zod';

export const FaqItemSchema = z.object({
  id: z.number(),
  question: z.string(),
  answer: z.string(),
  category: z.string(),
  isVisible: z.boolean().default(true),
  order: z
    .number()
    .nullish()
    .transform((value) => value ?? null),
});
export type FaqItem = z.infer<typeof FaqItemSchema>;

export const FaqListSchema = z.array(FaqItemSchema);
