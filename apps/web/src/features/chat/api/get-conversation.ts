import { ChatConversationDetailSchema, extrasPaths, type ChatConversationDetail } from '@reeprise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const CONVERSATION_ERROR = 'could not fetch conversation';
const ANSWER_FALLBACK_POLL_MS = 5000;

export function getConversation(id: number, signal?: AbortSignal): Promise<ChatConversationDetail> {
  return api.get(extrasPaths.chat.detail(id), {
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
    // the answer streams over the websocket; this slow poll only heals a socket that missed its end
    refetchInterval: (query) => (isAnswering(query.state.data) ? ANSWER_FALLBACK_POLL_MS : false),
  });
}

/** One conversation with its messages, oldest first. */
export function useConversation(id: number | null) {
  return useQuery({ ...getConversationQueryOptions(id ?? 0), enabled: id !== null });
}
