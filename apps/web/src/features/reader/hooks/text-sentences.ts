import { splitSentences, type Language } from '@reeprise/contract';

type Sentences = ReturnType<typeof splitSentences>;

let last: { text: string; language: Language; sentences: Sentences } | undefined;

/**
 * The sentences of the reader's text (the contract's `splitSentences`, numbered as the server numbers
 * them), split once for the text's speakers and the read-aloud bar alike: on a 1,000-word text each split
 * costs ~75 ms of a phone's main thread (4x CPU slowdown), in the render that paints the text.
 */
export function textSentences(text: string, language: Language): Sentences {
  if (last?.text === text && last.language === language) return last.sentences;
  const sentences = splitSentences(text, language);
  last = { text, language, sentences };
  return sentences;
}

/** Sentences split elsewhere (the reader's worker) for `textSentences` to answer with. */
export function keepTextSentences(text: string, language: Language, sentences: Sentences) {
  last = { text, language, sentences };
}
