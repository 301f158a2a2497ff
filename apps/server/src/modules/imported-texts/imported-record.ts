import type { ContentsEntry, ImportedInfo, ImportSource } from '@reeprise/contract';

/** How a learner's own text came in, as stored in generated_texts.imported (JSON). */
export interface ImportedRecord {
  source: ImportSource;
  url: string | null;
  levelGiven: boolean;
  /** Issue 35: each chapter's title and part, by chapter number; null when the source named none. */
  contents?: ContentsEntry[] | null;
}

/** The table of contents worth keeping: null when no chapter has a title or parts (decision 039). */
export function contentsOf(
  chapters: { title: string | null; part: number; parts: number }[],
): ContentsEntry[] | null {
  if (chapters.every((chapter) => chapter.title === null && chapter.parts === 1)) return null;
  return chapters.map(({ title, part, parts }) => ({ title, part, parts }));
}

export const serializeImported = (record: ImportedRecord): string => JSON.stringify(record);

export function parseImported(json: string | null): ImportedRecord | null {
  if (json === null) return null;
  const value = JSON.parse(json) as Partial<ImportedRecord>;
  return {
    source: value.source ?? 'paste',
    url: value.url ?? null,
    levelGiven: value.levelGiven ?? false,
    contents: value.contents ?? null,
  };
}

export const presentImported = (record: ImportedRecord | null): ImportedInfo | null =>
  record && {
    source: record.source,
    url: record.url,
    level_given: record.levelGiven,
    contents: record.contents ?? null,
  };
