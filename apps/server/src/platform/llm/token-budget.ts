import type {
  ChatMessage,
  CompleteJsonRequest,
  LlmProvider,
  LlmUsage,
  StreamTextRequest,
} from './llm-provider.js';

/** Held by one model call from before it is made until it settles with what it spent. */
export interface TokenHold {
  /** `spent`: the tokens the provider reported; undefined: none reported, the whole hold counts as spent. */
  settle(spent: number | undefined): Promise<void>;
}

/** Where a call's most is held before it is made; throws LlmError('budget_exhausted') when there is no room. */
export interface TokenBudget {
  hold(tokens: number): Promise<TokenHold>;
}

export interface TokenBudgetOptions {
  /** LLM_THINKING_TOKENS: the provider adds them to every token limit, so a call may spend them too. */
  thinkingTokens: number;
  /** A settle that failed (the reservation then stays held until the day ends); logged, never the call's failure. */
  onSettleError: (error: unknown) => void;
}

/** A vocabulary lookup names no token limit; its answer is a small JSON object well under this. */
export const JSON_ANSWER_HOLD_TOKENS = 1_000;
/** What an image part may cost at high detail (OpenAI's tiles of a 2048 px image), held in full. */
const IMAGE_PART_TOKENS = 1_105;
/** Characters per token held for: real text runs 3.5–4.5 in the languages taught, so this over-holds. */
const CHARS_PER_TOKEN = 3;

/** The most a prompt can cost: every character a third of a token, every image its largest tiling. */
export function promptTokenCeiling(messages: ChatMessage[]): number {
  let tokens = 0;
  for (const { content } of messages) {
    const parts = typeof content === 'string' ? [{ type: 'text' as const, text: content }] : content;
    for (const part of parts)
      tokens += part.type === 'text' ? Math.ceil(part.text.length / CHARS_PER_TOKEN) : IMAGE_PART_TOKENS;
    tokens += 4; // the message's own framing
  }
  return tokens;
}

function spentCounter(listener: ((usage: LlmUsage) => void) | undefined) {
  let spent: number | undefined;
  return {
    onUsage: (usage: LlmUsage) => {
      spent = (spent ?? 0) + usage.promptTokens + usage.completionTokens;
      listener?.(usage);
    },
    spent: () => spent,
  };
}

/**
 * The provider with every call held against `budget` (the operator's daily token budget, decision 046):
 * the call's most (prompt ceiling plus its token limit) before it is made, settled with what the
 * provider reported once it ends, also when it fails. A JSON call holds twice as much: it retries once
 * on an unusable answer.
 */
export function withTokenBudget(
  llm: LlmProvider,
  budget: TokenBudget,
  options: TokenBudgetOptions,
): LlmProvider {
  const most = (messages: ChatMessage[], maxTokens: number) =>
    promptTokenCeiling(messages) + maxTokens + options.thinkingTokens;
  const settle = (hold: TokenHold, spent: number | undefined) =>
    hold.settle(spent).catch(options.onSettleError);
  return {
    name: llm.name,
    async *streamText(request: StreamTextRequest) {
      const hold = await budget.hold(most(request.messages, request.maxTokens ?? JSON_ANSWER_HOLD_TOKENS));
      const counter = spentCounter(request.onUsage);
      try {
        yield* llm.streamText({ ...request, onUsage: counter.onUsage });
      } finally {
        await settle(hold, counter.spent());
      }
    },
    async completeJson<T>(request: CompleteJsonRequest<T>) {
      const hold = await budget.hold(
        2 * most(request.messages, request.maxTokens ?? JSON_ANSWER_HOLD_TOKENS),
      );
      const counter = spentCounter(request.onUsage);
      try {
        return await llm.completeJson({ ...request, onUsage: counter.onUsage });
      } finally {
        await settle(hold, counter.spent());
      }
    },
  };
}
