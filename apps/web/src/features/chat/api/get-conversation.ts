import {
  ChatConversationDetailSchema,
  POLL_INTERVAL_MS,
  type ChatConversationDetail,
} from '@reeprise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const CONVERSATION_ERROR = 'could not fetch conversation';

export function getConversation(id: number, signal?: AbortSignal): Promise<ChatConversationDetail> {
  return api.get(`/api/chat/conversations/${id}/`, {
    schema: ChatConversationDetailSchema,
    errorMessage: CONVERSATION_ERROR,
    signal,
  });
}

export const isAnswering = (conversation: ChatConversationDetail | undefined) =>
  conversation?.messages.some((message) => message.status === 'PENDING') ?? false;

export function getConversationQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['chat-conversations', 'detail', id],
    queryFn: ({ signal }) => getConversation(id, signal),
    // the tutor's answer grows while PENDING: poll every 500 ms until it is done
    refetchInterval: (query) => (isAnswering(query.state.data) ? POLL_INTERVAL_MS : false),
  });
}

/** One conversation with its messages, oldest first. */
export function useConversation(id: number | null) {
  return useQuery({ ...getConversationQueryOptions(id ?? 0), enabled: id !== null });
}
