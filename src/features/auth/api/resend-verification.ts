import { useMutation } from '@tanstack/react-query';
import { bearerClient } from '@/api/bearer-client';
import { endpoints } from '@/api/endpoints';
import { parseResponse } from '@/api/parse';
import { MessageResponseSchema } from './schemas';

async function resendVerification() {
  const response = await bearerClient.post(endpoints.auth.resendVerification);
  return parseResponse(MessageResponseSchema, response.data ?? {}, endpoints.auth.resendVerification);
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
