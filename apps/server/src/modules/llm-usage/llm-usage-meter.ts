import type { LlmUsage } from '../../platform/llm/index.js';
import type { LlmUsageKind, LlmUsageRepository } from './llm-usage.repository.js';

/** Hands each generation job a meter for the user it writes for. */
export class LlmUsageRecorder {
  constructor(
    private readonly repo: LlmUsageRepository,
    private readonly log: (message: string, error?: unknown) => void,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  meter(userId: number, kind: LlmUsageKind): UsageMeter {
    return new UsageMeter(this.repo, userId, kind, this.log, this.clock);
  }
}

/**
 * Collects what the provider reports during one job attempt (a vocabulary lookup may call twice) and
 * stores it once the attempt ends, whether it succeeded or not: the tokens were spent either way.
 */
export class UsageMeter {
  readonly #usages: LlmUsage[] = [];

  constructor(
    private readonly repo: LlmUsageRepository,
    private readonly userId: number,
    private readonly kind: LlmUsageKind,
    private readonly log: (message: string, error?: unknown) => void,
    private readonly clock: () => Date,
  ) {}

  /** The provider's onUsage listener. */
  readonly add = (usage: LlmUsage): void => {
    this.#usages.push(usage);
  };

  /** Stores the collected usage; a failure to store it is logged, never the job's failure. */
  async save(): Promise<void> {
    const usages = this.#usages.splice(0);
    const day = this.clock().toISOString().slice(0, 10);
    for (const model of new Set(usages.map((usage) => usage.model))) {
      const ofModel = usages.filter((usage) => usage.model === model);
      try {
        await this.repo.add({
          day,
          userId: this.userId,
          kind: this.kind,
          model: model.slice(0, 200),
          calls: ofModel.length,
          promptTokens: ofModel.reduce((sum, usage) => sum + usage.promptTokens, 0),
          completionTokens: ofModel.reduce((sum, usage) => sum + usage.completionTokens, 0),
        });
      } catch (error) {
        this.log(`could not record the LLM usage of user ${this.userId}`, error);
      }
    }
  }
}
