const OPEN = '<think>';
const CLOSE = '</think>';

/**
 * Removes `<think>…</think>` blocks from a streamed answer, as reasoning models (DeepSeek-R1, Qwen3,
 * some LM Studio and Ollama set-ups) write them into `content`. A tag may arrive split over several
 * deltas (`<thi` + `nk>`), so a tail that could still become a tag is held back until the next delta
 * decides it. Whitespace before the first visible character is dropped too: models put a blank line
 * after `</think>`, and the learner's text must not start with it.
 */
export class ThinkFilter {
  #inThink = false;
  #held = '';
  #visibleStarted = false;
  #sawThinking = false;

  /** True once a `<think>` block was seen, whether or not it was closed. */
  get sawThinking(): boolean {
    return this.#sawThinking;
  }

  /** The visible part of `delta` (possibly empty); what may still be a tag waits for the next call. */
  push(delta: string): string {
    let rest = this.#held + delta;
    this.#held = '';
    let visible = '';
    for (;;) {
      const tag = this.#inThink ? CLOSE : OPEN;
      const index = rest.indexOf(tag);
      if (index >= 0) {
        if (!this.#inThink) visible += rest.slice(0, index);
        this.#sawThinking ||= !this.#inThink;
        this.#inThink = !this.#inThink;
        rest = rest.slice(index + tag.length);
        continue;
      }
      const hold = partialTagLength(rest, tag);
      if (!this.#inThink) visible += rest.slice(0, rest.length - hold);
      this.#held = rest.slice(rest.length - hold);
      break;
    }
    return this.#visible(visible);
  }

  /** What is left when the stream ends: a held `<thi` outside a block was text after all. */
  end(): string {
    const rest = this.#inThink ? '' : this.#held;
    this.#held = '';
    return this.#visible(rest);
  }

  #visible(text: string): string {
    if (this.#visibleStarted) return text;
    const trimmed = text.trimStart();
    if (trimmed) this.#visibleStarted = true;
    return trimmed;
  }
}

/** The length of the longest end of `text` that is the start of `tag` (0 when none). */
function partialTagLength(text: string, tag: string): number {
  for (let length = Math.min(tag.length - 1, text.length); length > 0; length -= 1) {
    if (tag.startsWith(text.slice(text.length - length))) return length;
  }
  return 0;
}

/** The visible part of a whole answer (JSON completions, which are not streamed). */
export function stripThinking(content: string): { visible: string; sawThinking: boolean } {
  const filter = new ThinkFilter();
  const visible = filter.push(content) + filter.end();
  return { visible, sawThinking: filter.sawThinking };
}
