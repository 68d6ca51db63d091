import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { v } from '@/api/schema';
import { bearerClient } from '@/api/bearer-client';
import { endpoints } from '@/api/early/endpoints';
import { parseResponse } from '@/api/parse';
import { TwoFactorResponseSchema } from '@/features/auth/forms/schemas';

const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';

/** Bare base64 or a PNG data URL (clarifications); base64 may be wrapped over several lines. */
const QR_CODE_PATTERN = /^(data:image\/png;base64,)?[A-Za-z0-9+/\s]+=*$/;

/** Always `data:image/png;base64,…`, whether the server sent bare base64 or a data URL. */
export function toPngDataUrl(qrCode: string): string {
  const payload = qrCode
    .trim()
    .replace(/^data:[^,]*,/, '')
    .replace(/\s+/g, '');
  return `${PNG_DATA_URL_PREFIX}${payload}`;
}

// Anything else (another image type, a remote URL) fails the call rather than reaching an <img src>.
const Register2faResponseSchema = v.object({
  ...TwoFactorResponseSchema.entries,
  qrCode: v.pipe(v.string(), v.trim(), v.regex(QR_CODE_PATTERN), v.transform(toPngDataUrl)),
});

export type Register2faResult = { qrCode: string };

export async function register2fa(): Promise<Register2faResult> {
  const response = await bearerClient.post(endpoints.auth.register2fa);
  return parseResponse(Register2faResponseSchema, response.data, endpoints.auth.register2fa);
}

type Register2faConfig = Omit<UseMutationOptions<Register2faResult, Error, void>, 'mutationFn'>;

export function useRegister2fa({ mutationConfig }: { mutationConfig?: Register2faConfig } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: register2fa });
}
