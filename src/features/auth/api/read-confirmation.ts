import { v } from '@/api/schema';
import { MessageResponseSchema } from '@/features/auth/forms/schemas';

export type Confirmation = { message?: string | null | undefined; detail?: string | null | undefined };

/**
 * The answer of a call that only confirms (verify email, resend, email change): the 2xx status is the
 * success, the message an extra. An unreadable or odd body must not turn a done action into an error
 * (the link is spent by then), so it counts as no message and the screen shows its own success text.
 */
export function readConfirmation(data: unknown): Confirmation {
  const result = v.safeParse(MessageResponseSchema, data);
  return result.success ? result.output : {};
}
