import { z } from '@/lib/zod';

export const LoginResponseSchema = z.object({ access: z.string().min(1), refresh: z.string().min(1) });
export const MessageResponseSchema = z.object({ message: z.string().nullish(), detail: z.string().nullish() });
export const TwoFactorResponseSchema = z.object({ qrCode: z.string().min(1) });
export const ResetValidationSchema = z.object({ valid: z.boolean(), error: z.string().nullish() });
