import type { CreateChatConversation } from '@reeprise/contract';
import { nowIso } from '../../db/database.js';
import { loadIdPage } from '../../platform/cursor.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { HttpError, forbidden, notFound } from '../../plugins/http-error.js';
import type { AuthUser } from '../auth/session.service.js';
import type { UsageBudget } from '../usage/usage-budget.js';
import type { UserSettingsService } from '../user-settings/user-settings.service.js';
import { CHAT_REPLY_JOB, type ChatReplyPayload } from './chat-reply.job.js';
import type { ChatMessageRecord, ChatRepository, ConversationRecord } from './chat.repository.js';

export const CONVERSATIONS_PAGE_SIZE = 20;
const TITLE_FROM_MESSAGE_LENGTH = 60;

/** Tutor conversations: staff with experimental features, owner only; answers are written (and streamed) by a job. */
export class ChatService {
  constructor(
    private readonly chat: ChatRepository,
    private readonly settings: Pick<UserSettingsService, 'hasExperimentalFeatures'>,
    private readonly queue: JobQueue,
    private readonly budget: UsageBudget,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** One page of the user's conversations, newest first. */
  async list(user: AuthUser, beforeId: number | null) {
    await this.gate(user);
    return loadIdPage(CONVERSATIONS_PAGE_SIZE, (limit) =>
      this.chat.listConversations(user.id, beforeId, limit),
    );
  }

  /** A new, empty conversation in a language and level, within the hourly conversation budget. */
  async create(user: AuthUser, body: CreateChatConversation): Promise<ConversationRecord> {
    await this.gate(user);
    return this.budget.spend('chat_conversation', user.id, async () => {
      const id = await this.chat.createConversation({
        ownerId: user.id,
        title: body.title || null,
        language: body.language,
        level: body.level,
        now: nowIso(this.clock()),
      });
      return (await this.chat.findConversation(id))!;
    });
  }

  /** A conversation with its messages; someone else's is a 404. */
  async detail(
    user: AuthUser,
    id: number,
  ): Promise<{ conversation: ConversationRecord; messages: ChatMessageRecord[] }> {
    const conversation = await this.own(user, id);
    return { conversation, messages: await this.chat.messagesOf(id) };
  }

  /**
   * Stores the user's message and a PENDING answer, and queues the tutor. One answer at a time per
   * conversation (409), and the hourly chat message budget per user (429), because every message costs
   * an LLM call; both are decided atomically, so a burst of messages cannot pass either.
   */
  async send(
    user: AuthUser,
    id: number,
    content: string,
  ): Promise<{ userMessage: ChatMessageRecord; assistantMessage: ChatMessageRecord }> {
    await this.own(user, id);
    return this.budget.spend('chat_message', user.id, async () => {
      const title = Array.from(content.replace(/\s+/g, ' '))
        .slice(0, TITLE_FROM_MESSAGE_LENGTH)
        .join('')
        .trim();
      const ids = await this.chat.addExchange(id, content, title, nowIso(this.clock()));
      if (!ids) throw new HttpError(409, 'Please wait until the tutor has answered.');
      const [userMessage, assistantMessage] = await Promise.all([
        this.chat.findMessage(ids.userId),
        this.chat.findMessage(ids.assistantId),
      ]);
      await this.enqueue(ids.assistantId);
      return { userMessage: userMessage!, assistantMessage: assistantMessage! };
    });
  }

  /**
   * A tutor's answer the user may follow on /ws/streams/, with what is stored of it; null for
   * anything else (unknown, someone else's, the user's own message, or no experimental features).
   */
  async streamableAnswer(
    user: AuthUser,
    messageId: number,
  ): Promise<Pick<ChatMessageRecord, 'content' | 'status'> | null> {
    if (!(await this.settings.hasExperimentalFeatures(user))) return null;
    const message = await this.chat.findMessage(messageId);
    if (!message || message.role !== 'assistant') return null;
    const conversation = await this.chat.findConversation(message.conversationId);
    if (!conversation || conversation.ownerId !== user.id) return null;
    return { content: message.content, status: message.status };
  }

  /** Answers a crash or a stop left PENDING are queued again at start. */
  async resumePending(): Promise<number> {
    const ids = await this.chat.pendingAssistantIds();
    for (const id of ids) await this.enqueue(id);
    return ids.length;
  }

  private enqueue(messageId: number) {
    return this.queue.enqueue<ChatReplyPayload>(
      CHAT_REPLY_JOB,
      { messageId },
      { jobId: `chat:${messageId}` },
    );
  }

  private async own(user: AuthUser, id: number): Promise<ConversationRecord> {
    await this.gate(user);
    const conversation = await this.chat.findConversation(id);
    if (!conversation || conversation.ownerId !== user.id) throw notFound();
    return conversation;
  }

  private async gate(user: AuthUser): Promise<void> {
    if (!(await this.settings.hasExperimentalFeatures(user))) throw forbidden();
  }
}
