import { nowIso } from '../../db/database.js';
import { exponentialBackoff, type JobQueue } from '../../platform/jobs/job-queue.js';
import { LlmError, type LlmProvider } from '../../platform/llm/index.js';
import { failureReason, isPermanentLlmError } from '../generated-texts/streamed-generation.js';
import { CHAT_ANSWER_MAX_TOKENS, buildTutorPrompt } from './chat-prompt.js';
import type { ChatRepository } from './chat.repository.js';

export const CHAT_REPLY_JOB = 'chat-reply';
export interface ChatReplyPayload {
  messageId: number;
}

export interface ChatReplyDeps {
  chat: ChatRepository;
  llm: LlmProvider;
  log: (message: string, error?: unknown) => void;
  backoffMs: number;
}

// The client polls every 500 ms; storing twice as often keeps what it sees fresh without a write per delta.
const PROGRESS_FLUSH_MS = 250;
const DEMO_ANSWER_WORDS = 50;

/** Writes the tutor's answer into a PENDING assistant message, storing the partial answer as it streams. */
export async function writeChatReply(
  deps: ChatReplyDeps,
  messageId: number,
  signal: AbortSignal,
): Promise<void> {
  const message = await deps.chat.findMessage(messageId);
  if (!message || message.role !== 'assistant' || message.status !== 'PENDING') return;
  const conversation = await deps.chat.findConversation(message.conversationId);
  if (!conversation) return;
  const history = (await deps.chat.messagesOf(conversation.id)).filter(
    (m) => m.id < messageId && (m.role === 'user' || m.status === 'COMPLETE'),
  );
  const lastQuestion = history.findLast((m) => m.role === 'user')?.content ?? '';
  // a retry starts over, so the reader never sees the broken attempt continued
  if (message.content) await deps.chat.saveProgress(messageId, '', nowIso());

  let output = '';
  let flushedAt = Date.now();
  for await (const delta of deps.llm.streamText({
    messages: buildTutorPrompt({ language: conversation.language, level: conversation.level, history }),
    signal,
    maxTokens: CHAT_ANSWER_MAX_TOKENS,
    hint: { language: conversation.language, wordCount: DEMO_ANSWER_WORDS, topic: lastQuestion },
  })) {
    output += delta;
    if (Date.now() - flushedAt >= PROGRESS_FLUSH_MS) {
      await deps.chat.saveProgress(messageId, output, nowIso());
      flushedAt = Date.now();
    }
  }
  const answer = output.trim();
  if (!answer) throw new LlmError('invalid_output', 'The model returned no text.');
  await deps.chat.complete(messageId, answer, nowIso());
}

/** Three attempts with back-off for passing failures, then FAILED with a readable reason. */
export function defineChatReplyJob(queue: JobQueue, deps: ChatReplyDeps): void {
  queue.define<ChatReplyPayload>(CHAT_REPLY_JOB, {
    concurrency: 4,
    attempts: 3,
    backoffMs: exponentialBackoff(deps.backoffMs),
    isPermanent: isPermanentLlmError,
    handler: ({ messageId }, { signal }) => writeChatReply(deps, messageId, signal),
    onFailed: async ({ messageId }, error) => {
      deps.log(`chat message ${messageId} failed for good`, error);
      await deps.chat.fail(messageId, failureReason(error), nowIso());
    },
  });
}
