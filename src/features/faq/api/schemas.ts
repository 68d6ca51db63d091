import { orNull, v } from '@/api/schema';

export const FaqItemSchema = v.object({
  id: v.number(),
  question: v.string(),
  answer: v.string(),
  category: v.string(),
  isVisible: v.optional(v.boolean(), true),
  order: orNull(v.number()),
});
export type FaqItem = v.InferOutput<typeof FaqItemSchema>;

export const FaqListSchema = v.array(FaqItemSchema);
