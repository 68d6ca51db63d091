import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { bearerClient } from '@/api/bearer-client';
import { endpoints } from '@/api/early/endpoints';
import { chatHistoryQueryOptions } from './get-chat-history';
import type { ChatMessage } from './schemas';

export type SendChatMessageInput = { tenderId: number; message: string };

/** The reply is not read from this answer: it arrives with the refetched history (spec §4 Chat). */
export async function sendChatMessage({ tenderId, message }: SendChatMessageInput): Promise<void> {
  await bearerClient.post(endpoints.tenders.chat(tenderId), { message });
}

/** The optimistic message itself, so a failure removes exactly it (by identity). */
export type ChatOptimistic = { optimistic: ChatMessage };

type SendChatConfig = Pick<
  UseMutationOptions<void, Error, SendChatMessageInput, ChatOptimistic>,
  'onSuccess' | 'onError' | 'onSettled'
>;

/**
 * Shows the user's message at once; `isPending` stays true until the refetched history (with the bot's
 * reply) is in the cache, so it can drive the typing indicator.
 */
export function useSendChatMessage({ mutationConfig }: { mutationConfig?: SendChatConfig } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: sendChatMessage,
    onMutate: async ({ tenderId, message }): Promise<ChatOptimistic> => {
      const { queryKey } = chatHistoryQueryOptions(tenderId);
      // Stop a refetch that would drop the optimistic message. A first load is left alone: cancelling it
      // would leave the history unloaded for good if the send then failed.
      await queryClient.cancelQueries({ queryKey, predicate: (query) => query.state.data !== undefined });
      const optimistic: ChatMessage = { content: message, type: 'human' };
      queryClient.setQueryData(queryKey, (history) => [...(history ?? []), optimistic]);
      return { optimistic };
    },
    onError: (error, variables, rollback, context) => {
      if (rollback) {
        queryClient.setQueryData(chatHistoryQueryOptions(variables.tenderId).queryKey, (history) =>
          history?.filter((message) => message !== rollback.optimistic),
        );
      }
      return mutationConfig?.onError?.(error, variables, rollback, context);
    },
    onSuccess: async (data, variables, rollback, context) => {
      await queryClient.invalidateQueries({ queryKey: chatHistoryQueryOptions(variables.tenderId).queryKey });
      return mutationConfig?.onSuccess?.(data, variables, rollback, context);
    },
  });
}
