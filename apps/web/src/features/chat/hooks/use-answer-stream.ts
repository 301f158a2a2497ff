import type { ChatMessage } from '@reeprise/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { liveContent, useChatAnswerStream } from '@/lib/use-stream';
import { getConversationQueryOptions } from '../api/get-conversation';

/**
 * The messages of a conversation with the tutor's answer as far as it is written: the answer streams
 * over the tab's one /ws/streams/ socket, and the conversation is fetched again once it ended, so the
 * stored answer (or its error) replaces the streamed one.
 */
export function useLiveMessages(conversationId: number, messages: ChatMessage[] | undefined) {
  const pending = messages?.find((message) => message.role === 'assistant' && message.status === 'PENDING');
  const stream = useChatAnswerStream(pending?.id ?? null);
  const queryClient = useQueryClient();
  const ended = stream?.status === 'COMPLETE' || stream?.status === 'FAILED';

  useEffect(() => {
    if (!ended) return;
    void queryClient.invalidateQueries({ queryKey: getConversationQueryOptions(conversationId).queryKey });
  }, [ended, conversationId, queryClient]);

  if (!messages || !pending) return messages;
  const content = liveContent(pending.content, stream);
  return messages.map((message) => (message === pending ? { ...message, content } : message));
}
