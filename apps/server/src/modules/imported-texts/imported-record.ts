import type { ImportedInfo, ImportSource } from '@reeprise/contract';

/** How a learner's own text came in, as stored in generated_texts.imported (JSON). */
export interface ImportedRecord {
  source: ImportSource;
  url: string | null;
  levelGiven: boolean;
}

export const serializeImported = (record: ImportedRecord): string => JSON.stringify(record);

export function parseImported(json: string | null): ImportedRecord | null {
  if (json === null) return null;
  const value = JSON.parse(json) as Partial<ImportedRecord>;
  return { source: value.source ?? 'paste', url: value.url ?? null, levelGiven: value.levelGiven ?? false };
}

export const presentImported = (record: ImportedRecord | null): ImportedInfo | null =>
  record && { source: record.source, url: record.url, level_given: record.levelGiven };
