import { headingOf, headingText } from '@reeprise/contract';
import { countWords } from '../generated-texts/word-count.js';
import type { TextSection } from './extract/book-sections.js';

/** A chapter of an imported text holds about this many words (issue 17: 500-1,500, at paragraph ends). */
export const CHAPTER_WORDS = { min: 500, target: 1000, max: 1500 } as const;

interface Piece {
  text: string;
  words: number;
}

/** A chapter of an imported text: its content, and its title and part as the reader lists them. */
export interface PreparedChapter {
  content: string;
  /** The book's title of the chapter, else the heading it opens with, else null. */
  title: string | null;
  /** Part `part` of `parts` of the book's chapter `title` (1 of 1 when it was not cut). */
  part: number;
  parts: number;
}

/**
 * A book's chapters (its own, from its table of contents) as readings: a chapter of up to
 * CHAPTER_WORDS.max words stays whole; a longer one is cut at paragraph ends into parts ("Part 1 of 3").
 * A text with no chapters of its own (one untitled section) is cut into readings of about 1,000 words,
 * each named by the heading it opens with (decision 039).
 */
export function splitSections(sections: TextSection[]): PreparedChapter[] {
  return sections.flatMap((section) => {
    const parts =
      countWords(section.text) <= CHAPTER_WORDS.max ? [section.text] : splitIntoChapters(section.text);
    if (section.title === null && sections.length === 1) {
      return parts.map((content) => ({ content, title: leadingHeading(content), part: 1, parts: 1 }));
    }
    return parts.map((content, i) => ({ content, title: section.title, part: i + 1, parts: parts.length }));
  });
}

const leadingHeading = (content: string): string | null => {
  const first = content.slice(0, content.indexOf('\n\n') >>> 0);
  return headingOf(first) ? headingText(first) : null;
};

/**
 * Splits a normalised text (paragraphs separated by a blank line) into chapters of about 500-1,500
 * words, always at a paragraph's end; only a paragraph longer than a chapter is cut, at a sentence's
 * end. A text of up to 1,500 words stays one chapter. A heading stays with the text it heads: the text is
 * first cut before each top-level heading (`# `), each section longer than a chapter is cut by length
 * (never after a heading), and a reading shorter than 500 words takes in the next while both fit in one.
 */
export function splitIntoChapters(text: string): string[] {
  const pieces = text
    .split('\n\n')
    .filter((paragraph) => paragraph.length > 0)
    .flatMap(cutLongParagraph);
  const sections: Piece[][] = [];
  for (const piece of pieces) {
    if (sections.length === 0 || headingOf(piece.text)?.level === 1) sections.push([]);
    sections.at(-1)!.push(piece);
  }
  const readings = sections.flatMap((section) =>
    sum(section) <= CHAPTER_WORDS.max ? [section] : splitBySize(section),
  );
  const chapters: Piece[][] = [];
  for (const reading of readings) {
    const last = chapters.at(-1);
    if (last && sum(last) < CHAPTER_WORDS.min && sum(last) + sum(reading) <= CHAPTER_WORDS.max)
      last.push(...reading);
    else chapters.push([...reading]);
  }
  return chapters.map((chapter) => chapter.map((piece) => piece.text).join('\n\n'));
}

/** Pieces into chapters of about CHAPTER_WORDS.target words; a chapter never ends with a heading. */
function splitBySize(pieces: Piece[]): Piece[][] {
  const chapters: Piece[][] = [];
  let current: Piece[] = [];
  let words = 0;
  /** Ends the current chapter; headings at its end go on to head the next one. */
  const cut = () => {
    let keep = current.length;
    while (keep > 1 && headingOf(current[keep - 1].text)) keep -= 1;
    chapters.push(current.slice(0, keep));
    current = current.slice(keep);
    words = sum(current);
  };
  for (const piece of pieces) {
    if (current.length > 0 && words + piece.words > CHAPTER_WORDS.max && words >= CHAPTER_WORDS.min) cut();
    current.push(piece);
    words += piece.words;
    if (words >= CHAPTER_WORDS.target && !headingOf(piece.text)) cut();
  }
  if (current.length > 0) {
    const last = chapters.at(-1);
    // a short tail joins the chapter before it when both still fit in one
    if (last && words < CHAPTER_WORDS.min && sum(last) + words <= CHAPTER_WORDS.max) last.push(...current);
    else chapters.push(current);
  }
  return chapters;
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
