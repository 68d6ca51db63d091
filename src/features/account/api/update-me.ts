import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { bearerClient } from '@/api/bearer-client';
import { endpoints } from '@/api/early/endpoints';
import { meQueryOptions } from './get-me';
import type { UpdateUserInput } from './schemas';

/** Builds the body field by field so the email (or any other form value) can never be sent (spec §5). */
export function toUpdateMeBody(input: UpdateUserInput): UpdateUserInput {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    mobile: input.mobile,
    companyName: input.companyName,
    vatNumber: input.vatNumber,
  };
}

export async function updateMe(input: UpdateUserInput): Promise<void> {
  await bearerClient.patch(endpoints.users.me, toUpdateMeBody(input));
}

type UpdateMeConfig = Omit<UseMutationOptions<void, Error, UpdateUserInput>, 'mutationFn'>;

export function useUpdateMe({ mutationConfig }: { mutationConfig?: UpdateMeConfig } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: updateMe,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
      return mutationConfig?.onSuccess?.(...args);
    },
  });
}
