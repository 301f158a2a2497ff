import { nowIso } from '../../db/database.js';
import { exponentialBackoff, type JobQueue } from '../../platform/jobs/job-queue.js';
import type { LlmProvider } from '../../platform/llm/index.js';
import type { LiveStreams } from '../../realtime/live-streams.js';
import type { LlmUsageRecorder } from '../llm-usage/llm-usage-meter.js';
import {
  failureReason,
  isPermanentLlmError,
  runStreamedGeneration,
} from '../generated-texts/streamed-generation.js';
import { CHAT_ANSWER_MAX_TOKENS, buildTutorPrompt } from './chat-prompt.js';
import type { ChatRepository } from './chat.repository.js';

export const CHAT_REPLY_JOB = 'chat-reply';
export interface ChatReplyPayload {
  messageId: number;
}

export interface ChatReplyDeps {
  chat: ChatRepository;
  llm: LlmProvider;
  live: LiveStreams;
  usage: LlmUsageRecorder;
  log: (message: string, error?: unknown) => void;
  backoffMs: number;
}

const DEMO_ANSWER_WORDS = 50;

/**
 * Writes the tutor's answer into a PENDING assistant message: every delta goes out on /ws/streams/
 * at once (the same live streams as texts), the partial answer is stored in batches.
 */
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

  const target = { message_id: messageId };
  const meter = deps.usage.meter(conversation.ownerId, 'chat');
  const answer = await runStreamedGeneration({
    llm: deps.llm,
    live: deps.live,
    target,
    messages: buildTutorPrompt({ language: conversation.language, level: conversation.level, history }),
    maxTokens: CHAT_ANSWER_MAX_TOKENS,
    hint: { language: conversation.language, wordCount: DEMO_ANSWER_WORDS, topic: lastQuestion },
    signal,
    onUsage: meter.add,
    saveProgress: (output, now) => deps.chat.saveProgress(messageId, output, now),
  }).finally(() => meter.save());
  await deps.chat.complete(messageId, answer.trim(), nowIso());
  await deps.live.finish(target, 'COMPLETE');
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
      await deps.live.finish({ message_id: messageId }, 'FAILED');
    },
  });
}
