import { SendChatMessageResponseSchema, extrasPaths, type SendChatMessageResponse } from '@reeprise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '@/lib/api-client';
import { getConversationQueryOptions } from './get-conversation';
import { getConversationsQueryOptions } from './get-conversations';

export const SEND_MESSAGE_ERROR = 'could not send message';

type Input = { conversationId: number; content: string };

export function sendMessage({ conversationId, content }: Input): Promise<SendChatMessageResponse> {
  return api.post(
    extrasPaths.chat.messages(conversationId),
    { content },
    {
      schema: SendChatMessageResponseSchema,
      errorMessage: SEND_MESSAGE_ERROR,
    },
  );
}

/**
 * Sends a message; both it and the PENDING answer show at once (the answer then streams in). The
 * list is fetched again too: the first message names its conversation.
 */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation<SendChatMessageResponse, ApiError, Input>({
    mutationFn: sendMessage,
    onSuccess: async (sent, { conversationId }) => {
      const { queryKey } = getConversationQueryOptions(conversationId);
      queryClient.setQueryData(queryKey, (conversation) =>
        conversation
          ? {
              ...conversation,
              messages: [...conversation.messages, sent.user_message, sent.assistant_message],
            }
          : conversation,
      );
      // the list's key is a prefix of every conversation's: this refetches the list and this thread
      await queryClient.invalidateQueries({ queryKey: getConversationsQueryOptions().queryKey });
    },
  });
}
