import { normalizeWord, splitWords } from '@reeprise/contract';

/** Which of the chosen words the chapter really contains (whole words, case-insensitive). */
export function findUsedWords(content: string, chosen: string[]): string[] {
  const present = new Set(
    splitWords(content).map((span) => normalizeWord(content.slice(span.start, span.end))),
  );
  return chosen.filter((word) => {
    const parts = splitWords(word).map((span) => normalizeWord(word.slice(span.start, span.end)));
    return parts.length > 0 && parts.every((part) => present.has(part));
  });
}
