import type { ContentsEntry, GeneratedText } from '@reeprise/contract';
import type { TFunction } from '@/lib/i18n/use-translation';

/** An imported book's chapter titles (issue 35), or null for a text whose source named none. */
export const contentsOf = (text: GeneratedText): readonly ContentsEntry[] | null =>
  text.imported?.contents ?? null;

/**
 * How the reader names chapter `number` of a book: its title, with "Part 1 of 3" when the book's chapter
 * was cut into parts; a chapter the book names nothing is "Beginning" (chapter 0) or "Chapter n".
 */
export function chapterTitle(t: TFunction, contents: readonly ContentsEntry[], number: number): string {
  const entry = contents[number];
  const title =
    entry?.title ?? (number === 0 ? t('reader.chapter.beginning') : t('reader.chapter.number', { number }));
  if (!entry || entry.parts <= 1) return title;
  return `${title} · ${t('reader.chapter.part', { part: entry.part, parts: entry.parts })}`;
}
