import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { bearerClient } from '@/api/bearer-client';
import { endpoints } from '@/api/early/endpoints';

export type RequestEmailChangeInput = { newEmail: string };

/** The address changes only when the link in the confirmation mail is followed, so no cache changes here. */
export async function requestEmailChange({ newEmail }: RequestEmailChangeInput): Promise<void> {
  await bearerClient.post(endpoints.auth.emailChangeRequest, { new_email: newEmail });
}

type RequestEmailChangeConfig = Omit<UseMutationOptions<void, Error, RequestEmailChangeInput>, 'mutationFn'>;

export function useRequestEmailChange({ mutationConfig }: { mutationConfig?: RequestEmailChangeConfig } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: requestEmailChange });
}
