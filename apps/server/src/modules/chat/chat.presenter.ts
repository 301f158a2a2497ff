import { failureCodeOf, type ChatConversation, type ChatConversationDetail, type ChatMessage } from '@reeprise/contract';
import type { ChatMessageRecord, ConversationRecord } from './chat.repository.js';

const UNTITLED = 'New conversation';

export const presentConversation = (c: ConversationRecord): ChatConversation => ({
  id: c.id,
  title: c.title ?? UNTITLED,
  language: c.language,
  level: c.level,
  created_at: c.createdAt,
});

export const presentChatMessage = (m: ChatMessageRecord): ChatMessage => ({
  id: m.id,
  role: m.role,
  content: m.content,
  status: m.status,
  error: m.error,
  failure_code: failureCodeOf(m.error),
  created_at: m.createdAt,
});

export const presentConversationDetail = (d: {
  conversation: ConversationRecord;
  messages: ChatMessageRecord[];
}): ChatConversationDetail => ({
  ...presentConversation(d.conversation),
  messages: d.messages.map(presentChatMessage),
});
