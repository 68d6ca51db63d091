import { z } from '@/lib/zod';

const NonEmpty = z.string().check(z.minLength(1));

export const LoginResponseSchema = z.object({ access: NonEmpty, refresh: NonEmpty });
export const MessageResponseSchema = z.object({ message: z.nullish(z.string()), detail: z.nullish(z.string()) });
export const TwoFactorResponseSchema = z.object({ qrCode: NonEmpty });
export const ResetValidationSchema = z.object({ valid: z.boolean(), error: z.nullish(z.string()) });
