/** A JSON answer as sent, with the compressed forms made of it so far (plugins/compression.ts). */
export interface KeptJson {
  readonly text: string;
  /** The text's length in UTF-8 bytes, counted once. */
  readonly bytes: number;
  readonly compressed: Map<string, Buffer>;
}

export const keptJson = (text: string): KeptJson => ({
  text,
  bytes: Buffer.byteLength(text),
  compressed: new Map(),
});

interface KeptAnswer {
  version: number;
  /** Epoch ms from which the answer may be wrong although the version still stands (time-based filters). */
  validUntil: number;
  body: KeptJson;
}

/**
 * Serialised answers kept by key and served again while the data they were made from is unchanged: the
 * caller reads the version of that data before it reads the data, so an answer is never labelled newer
 * than what it holds (one made while a write landed is labelled older, and only costs a miss). Bounded by
 * the characters of the texts it holds (a compressed form is a fraction more); the oldest answers go first.
 */
export class AnswerCache {
  private readonly answers = new Map<string, KeptAnswer>();
  private chars = 0;

  constructor(private readonly maxChars: number) {}

  get(key: string, version: number, now: number): KeptJson | undefined {
    const kept = this.answers.get(key);
    if (kept === undefined || kept.version !== version) return undefined;
    if (kept.validUntil <= now) {
      this.drop(key, kept);
      return undefined;
    }
    return kept.body;
  }

  /** Keeps `text` and answers what to send: the kept form, to which compressed forms can be added. */
  set(key: string, version: number, validUntil: number, text: string): KeptJson {
    const body = keptJson(text);
    if (text.length > this.maxChars) return body;
    const kept = this.answers.get(key);
    if (kept !== undefined) {
      // a request that read an older version may finish last: it must not replace a newer answer
      if (kept.version > version) return body;
      this.drop(key, kept);
    }
    this.answers.set(key, { version, validUntil, body });
    this.chars += text.length;
    for (const [oldest, answer] of this.answers) {
      if (this.chars <= this.maxChars) break;
      this.drop(oldest, answer);
    }
    return body;
  }

  get size(): number {
    return this.answers.size;
  }

  private drop(key: string, kept: KeptAnswer) {
    this.answers.delete(key);
    this.chars -= kept.body.text.length;
  }
}
