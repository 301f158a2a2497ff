import { normalizeWord, splitSentences, splitWords, type Language, type WordSpan } from '@reeprise/contract';

/** A text cut up as the reader shows it: its words, their forms, and its sentences. */
export type TextLayout = {
  text: string;
  words: WordSpan[];
  /** normalizeWord of each word, in order */
  forms: string[];
  sentences: Array<{ text: string; start: number; end: number }>;
};

export type SplitRequest = { id: number; content: string; language: Language };
export type SplitAnswer = { id: number; layout: TextLayout };

/** What the worker answers a request, also done on the page where there is no worker. */
export function splitHere({ id, content, language }: SplitRequest): SplitAnswer {
  const words = splitWords(content, language);
  return {
    id,
    layout: {
      text: content,
      words,
      forms: words.map((word) => normalizeWord(content.slice(word.start, word.end))),
      sentences: splitSentences(content, language),
    },
  };
}
