import { v } from '@/api/schema';

const NonEmpty = v.pipe(v.string(), v.minLength(1));

export const LoginResponseSchema = v.object({ access: NonEmpty, refresh: NonEmpty });
export const MessageResponseSchema = v.object({ message: v.nullish(v.string()), detail: v.nullish(v.string()) });
export const TwoFactorResponseSchema = v.object({ qrCode: NonEmpty });
export const ResetValidationSchema = v.object({ valid: v.boolean(), error: v.nullish(v.string()) });
