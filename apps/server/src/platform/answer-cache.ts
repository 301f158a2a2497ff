interface KeptAnswer {
  version: number;
  /** Epoch ms from which the answer may be wrong although the version still stands (time-based filters). */
  validUntil: number;
  body: string;
}

/**
 * Serialised answers kept by key and served again while the data they were made from is unchanged: the
 * caller reads the version of that data before it reads the data, so an answer is never labelled newer
 * than what it holds (one made while a write landed is labelled older, and only costs a miss). Bounded by
 * the characters it holds; the oldest answers go first.
 */
export class AnswerCache {
  private readonly answers = new Map<string, KeptAnswer>();
  private chars = 0;

  constructor(private readonly maxChars: number) {}

  get(key: string, version: number, now: number): string | undefined {
    const kept = this.answers.get(key);
    if (kept === undefined || kept.version !== version) return undefined;
    if (kept.validUntil <= now) {
      this.drop(key, kept);
      return undefined;
    }
    return kept.body;
  }

  set(key: string, version: number, validUntil: number, body: string): void {
    if (body.length > this.maxChars) return;
    const kept = this.answers.get(key);
    if (kept !== undefined) {
      // a request that read an older version may finish last: it must not replace a newer answer
      if (kept.version > version) return;
      this.drop(key, kept);
    }
    this.answers.set(key, { version, validUntil, body });
    this.chars += body.length;
    for (const [oldest, answer] of this.answers) {
      if (this.chars <= this.maxChars) break;
      this.drop(oldest, answer);
    }
  }

  get size(): number {
    return this.answers.size;
  }

  private drop(key: string, kept: KeptAnswer) {
    this.answers.delete(key);
    this.chars -= kept.body.length;
  }
}
