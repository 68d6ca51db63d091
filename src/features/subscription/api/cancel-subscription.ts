import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { bearerClient } from '@/api/bearer-client';
import { endpoints } from '@/api/early/endpoints';
import { subscriptionStatusQueryOptions } from '@/features/subscription/status/subscription-status';

/** Cancels at the end of the billing period (spec §7); the new state is read back from the status call. */
export async function cancelSubscription(): Promise<void> {
  await bearerClient.post(endpoints.payments.cancel);
}

type CancelConfig = Omit<UseMutationOptions<void, Error, void>, 'mutationFn'>;

export function useCancelSubscription({ mutationConfig }: { mutationConfig?: CancelConfig } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: cancelSubscription,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: subscriptionStatusQueryOptions().queryKey });
      return mutationConfig?.onSuccess?.(...args);
    },
  });
}
