import type { ChatRole, GenerationStatus, Language, Level } from '@reeprise/contract';
import type { Database } from '../../db/database.js';

export interface ConversationRecord {
  id: number;
  ownerId: number;
  title: string | null;
  language: Language;
  level: Level;
  createdAt: string;
}

export interface ChatMessageRecord {
  id: number;
  conversationId: number;
  role: ChatRole;
  content: string;
  status: GenerationStatus;
  error: string | null;
  createdAt: string;
}

const CONVERSATION_COLUMNS = ['id', 'owner_id', 'title', 'language', 'level', 'created_at'] as const;
const MESSAGE_COLUMNS = [
  'id',
  'conversation_id',
  'role',
  'content',
  'status',
  'error',
  'created_at',
] as const;

export class ChatRepository {
  constructor(private readonly db: Database) {}

  async createConversation(c: {
    ownerId: number;
    title: string | null;
    language: Language;
    level: Level;
    now: string;
  }): Promise<number> {
    const { id } = await this.db
      .insertInto('chat_conversations')
      .values({
        owner_id: c.ownerId,
        title: c.title,
        language: c.language,
        level: c.level,
        created_at: c.now,
        updated_at: c.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async findConversation(id: number): Promise<ConversationRecord | undefined> {
    const row = await this.db
      .selectFrom('chat_conversations')
      .select(CONVERSATION_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toConversation(row);
  }

  /** The owner's conversations, newest first, after the cursor id. */
  async listConversations(
    ownerId: number,
    beforeId: number | null,
    limit: number,
  ): Promise<ConversationRecord[]> {
    let query = this.db
      .selectFrom('chat_conversations')
      .select(CONVERSATION_COLUMNS)
      .where('owner_id', '=', ownerId);
    if (beforeId !== null) query = query.where('id', '<', beforeId);
    const rows = await query.orderBy('id', 'desc').limit(limit).execute();
    return rows.map(toConversation);
  }

  /** Every message of a conversation, oldest first. */
  async messagesOf(conversationId: number): Promise<ChatMessageRecord[]> {
    const rows = await this.db
      .selectFrom('chat_messages')
      .select(MESSAGE_COLUMNS)
      .where('conversation_id', '=', conversationId)
      .orderBy('id')
      .execute();
    return rows.map(toMessage);
  }

  async findMessage(id: number): Promise<ChatMessageRecord | undefined> {
    const row = await this.db
      .selectFrom('chat_messages')
      .select(MESSAGE_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toMessage(row);
  }

  /**
   * Stores the user's message and a PENDING assistant message in one transaction, unless an answer is
   * still PENDING (then null); a conversation without a title is named after its first message.
   */
  async addExchange(
    conversationId: number,
    content: string,
    title: string,
    now: string,
  ): Promise<{ userId: number; assistantId: number } | null> {
    return this.db.transaction().execute(async (trx) => {
      // Updating the conversation first locks its row (PostgreSQL; SQLite has one writer), so the check
      // below sees any exchange a concurrent request committed: one answer at a time, even in a burst.
      await trx
        .updateTable('chat_conversations')
        .set({ updated_at: now })
        .where('id', '=', conversationId)
        .execute();
      const pending = await trx
        .selectFrom('chat_messages')
        .select('id')
        .where('conversation_id', '=', conversationId)
        .where('status', '=', 'PENDING')
        .executeTakeFirst();
      if (pending) return null;
      const insert = (role: ChatRole, text: string, status: GenerationStatus) =>
        trx
          .insertInto('chat_messages')
          .values({
            conversation_id: conversationId,
            role,
            content: text,
            status,
            error: null,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
      const user = await insert('user', content, 'COMPLETE');
      const assistant = await insert('assistant', '', 'PENDING');
      await trx
        .updateTable('chat_conversations')
        .set({ title })
        .where('id', '=', conversationId)
        .where('title', 'is', null)
        .execute();
      return { userId: user.id, assistantId: assistant.id };
    });
  }

  /** Stores the partial answer while it is written; only while still PENDING, so a late write cannot undo a result. */
  async saveProgress(id: number, content: string, now: string): Promise<void> {
    await this.db
      .updateTable('chat_messages')
      .set({ content, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'PENDING')
      .execute();
  }

  async complete(id: number, content: string, now: string): Promise<void> {
    await this.db
      .updateTable('chat_messages')
      .set({ content, status: 'COMPLETE', error: null, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'PENDING')
      .execute();
  }

  async fail(id: number, error: string, now: string): Promise<void> {
    await this.db
      .updateTable('chat_messages')
      .set({ status: 'FAILED', error, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'PENDING')
      .execute();
  }

  async pendingAssistantIds(): Promise<number[]> {
    const rows = await this.db
      .selectFrom('chat_messages')
      .select('id')
      .where('status', '=', 'PENDING')
      .where('role', '=', 'assistant')
      .execute();
    return rows.map((row) => row.id);
  }
}

type ConversationRow = {
  id: number;
  owner_id: number;
  title: string | null;
  language: string;
  level: string;
  created_at: string;
};
type MessageRow = {
  id: number;
  conversation_id: number;
  role: string;
  content: string;
  status: string;
  error: string | null;
  created_at: string;
};

const toConversation = (row: ConversationRow): ConversationRecord => ({
  id: row.id,
  ownerId: row.owner_id,
  title: row.title,
  language: row.language as Language,
  level: row.level as Level,
  createdAt: row.created_at,
});

const toMessage = (row: MessageRow): ChatMessageRecord => ({
  id: row.id,
  conversationId: row.conversation_id,
  role: row.role as ChatRole,
  content: row.content,
  status: row.status as GenerationStatus,
  error: row.error,
  createdAt: row.created_at,
});
