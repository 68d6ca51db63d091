import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { bearerClient } from '@/api/bearer-client';
import { endpoints } from '@/api/early/endpoints';
import { subscriptionStatusQueryOptions } from '@/features/subscription/status/subscription-status';

/** Undoes a cancellation that has not taken effect yet; the new state is read back from the status call. */
export async function reactivateSubscription(): Promise<void> {
  await bearerClient.post(endpoints.payments.reactivate);
}

type ReactivateConfig = Omit<UseMutationOptions<void, Error, void>, 'mutationFn'>;

export function useReactivateSubscription({ mutationConfig }: { mutationConfig?: ReactivateConfig } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: reactivateSubscription,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: subscriptionStatusQueryOptions().queryKey });
      return mutationConfig?.onSuccess?.(...args);
    },
  });
}
