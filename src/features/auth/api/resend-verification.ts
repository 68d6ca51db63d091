import { useMutation } from '@tanstack/react-query';
import { bearerClient } from '@/api/bearer-client';
import { endpoints } from '@/api/early/endpoints';
import { readConfirmation } from './read-confirmation';

async function resendVerification() {
  const response = await bearerClient.post(endpoints.auth.resendVerification);
  return readConfirmation(response.data);
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
