import {
  ChatConversationSchema,
  type ChatConversation,
  type CreateChatConversation,
  extrasPaths,
} from '@reeprise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '@/lib/api-client';
import { getConversationsQueryOptions } from './get-conversations';

export const CREATE_CONVERSATION_ERROR = 'could not create conversation';

export function createConversation(body: CreateChatConversation): Promise<ChatConversation> {
  return api.post(extrasPaths.chat.collection(), body, {
    schema: ChatConversationSchema,
    errorMessage: CREATE_CONVERSATION_ERROR,
  });
}

export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useMutation<ChatConversation, ApiError, CreateChatConversation>({
    mutationFn: createConversation,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getConversationsQueryOptions().queryKey, exact: true }),
  });
}
