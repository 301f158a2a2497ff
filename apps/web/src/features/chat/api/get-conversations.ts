import {
  ChatConversationPageSchema,
  extrasPaths,
  type ChatConversation,
  type Page,
} from '@reeprise/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cursorOf } from '../utils/cursor';

export const CONVERSATIONS_ERROR = 'could not fetch conversations';

export function getConversations(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<Page<ChatConversation>> {
  return api.get(extrasPaths.chat.collection({ cursor: cursor || undefined }), {
    schema: ChatConversationPageSchema,
    errorMessage: CONVERSATIONS_ERROR,
    signal,
  });
}

export function getConversationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ['chat-conversations'],
    queryFn: ({ pageParam, signal }) => getConversations(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => cursorOf(lastPage.next),
  });
}

/** The user's tutor conversations, newest first. */
export function useConversations() {
  return useInfiniteQuery(getConversationsQueryOptions());
}
