import { queryOptions, useQuery } from '@tanstack/react-query';
import { bearerClient } from '@/api/bearer-client';
import { endpoints } from '@/api/early/endpoints';
import { parseResponse } from '@/api/parse';
import { QUERY } from '@/config/constants';
import { shouldRetry } from '@/api/query-client';
import { chatKeys } from './keys';
import { ChatHistoryResponseSchema, type ChatMessage } from './schemas';

export async function getChatHistory(tenderId: number, signal?: AbortSignal): Promise<ChatMessage[]> {
  const endpoint = endpoints.tenders.chatHistory(tenderId);
  const response = await bearerClient.get(endpoint, { signal });
  return parseResponse(ChatHistoryResponseSchema, response.data, endpoint).chatHistory;
}

// Typed on Error so the query's error type stays Error rather than being widened by `unknown`.
const retryHistory: (failureCount: number, error: Error) => boolean = shouldRetry(QUERY.chatHistoryRetry);

/** The React Query cache of this history is the "locally cached history" of spec §2 (clarifications). */
export function chatHistoryQueryOptions(tenderId: number) {
  return queryOptions({
    queryKey: chatKeys.history(tenderId),
    queryFn: ({ signal }) => getChatHistory(tenderId, signal),
    retry: retryHistory,
  });
}

export function useChatHistory(tenderId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...chatHistoryQueryOptions(tenderId), enabled: enabled && Number.isInteger(tenderId) });
}
