import { countWords } from '../generated-texts/word-count.js';

/** A chapter of an imported text holds about this many words (issue 17: 500-1,500, at paragraph ends). */
export const CHAPTER_WORDS = { min: 500, target: 1000, max: 1500 } as const;

interface Piece {
  text: string;
  words: number;
}

/**
 * Splits a normalised text (paragraphs separated by a blank line) into chapters of about 500-1,500
 * words, always at a paragraph's end; only a paragraph longer than a chapter is cut, at a sentence's
 * end. A text of up to 1,500 words stays one chapter.
 */
export function splitIntoChapters(text: string): string[] {
  const pieces = text
    .split('\n\n')
    .filter((paragraph) => paragraph.length > 0)
    .flatMap(cutLongParagraph);
  const chapters: Piece[][] = [];
  let current: Piece[] = [];
  let words = 0;
  for (const piece of pieces) {
    if (current.length > 0 && words + piece.words > CHAPTER_WORDS.max && words >= CHAPTER_WORDS.min) {
      chapters.push(current);
      current = [];
      words = 0;
    }
    current.push(piece);
    words += piece.words;
    if (words >= CHAPTER_WORDS.target) {
      chapters.push(current);
      current = [];
      words = 0;
    }
  }
  if (current.length > 0) {
    const last = chapters.at(-1);
    // a short tail joins the chapter before it when both still fit in one
    if (last && words < CHAPTER_WORDS.min && sum(last) + words <= CHAPTER_WORDS.max) last.push(...current);
    else chapters.push(current);
  }
  return chapters.map((chapter) => chapter.map((piece) => piece.text).join('\n\n'));
}

const sum = (pieces: Piece[]) => pieces.reduce((total, piece) => total + piece.words, 0);

/** A paragraph longer than a chapter, cut into pieces of at most `target` words at sentence ends (or words). */
function cutLongParagraph(paragraph: string): Piece[] {
  const words = countWords(paragraph);
  if (words <= CHAPTER_WORDS.max) return [{ text: paragraph, words }];
  const sentences = paragraph.match(/[^.!?…。]+(?:[.!?…。]+["'»”)\]]*\s*|$)/gu) ?? [paragraph];
  const pieces: Piece[] = [];
  let current = '';
  let currentWords = 0;
  for (const sentence of sentences.flatMap(cutLongSentence)) {
    const sentenceWords = countWords(sentence);
    if (current && currentWords + sentenceWords > CHAPTER_WORDS.target) {
      pieces.push({ text: current.trim(), words: currentWords });
      current = '';
      currentWords = 0;
    }
    current += sentence;
    currentWords += sentenceWords;
  }
  if (current.trim()) pieces.push({ text: current.trim(), words: currentWords });
  return pieces;
}

/** A "sentence" without an end longer than a chapter (a list, a run-on text) is cut between words. */
function cutLongSentence(sentence: string): string[] {
  if (countWords(sentence) <= CHAPTER_WORDS.target) return [sentence];
  const tokens = sentence.split(/(?<=\s)/);
  const parts: string[] = [];
  for (let i = 0; i < tokens.length; i += CHAPTER_WORDS.target) {
    parts.push(tokens.slice(i, i + CHAPTER_WORDS.target).join(''));
  }
  return parts;
}
