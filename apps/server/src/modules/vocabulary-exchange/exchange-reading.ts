import { IMPORT_MAX_ROWS, type AnkiImportPreview, type ExchangeFormat, type ImportPreview } from '@reeprise/contract';
import { codedError } from '../../plugins/http-error.js';
import { withAnkiCollection } from './anki-read.js';
import { fieldText } from './anki-format.js';
import { suggestMapping } from './column-mapping.js';
import { DelimitedError, detectFormat, parseDelimited } from './delimited.js';

/**
 * Reading the files of a vocabulary import: CSV/TSV text and Anki packages. Each function runs in a worker
 * thread (platform/untrusted, decision 034) and answers rows or a preview; the import itself (the merge
 * into the learner's words) runs on the event loop with what they answer.
 */

const SAMPLE_ROWS = 5;

/** The rows of an import, and how many columns its header (or note type) has. */
export interface ImportRows {
  columns: number;
  rows: string[][];
}

export const tooManyRows = () =>
  codedError(413, 'vocabulary_import_too_many_rows', `A file may have at most ${IMPORT_MAX_ROWS} rows.`, { count: IMPORT_MAX_ROWS });

/** What an import of `content` would read: format, header, first rows, a suggested mapping. */
export function delimitedPreview(content: string): ImportPreview {
  const { format, rows } = read(content);
  const [columns = [], ...data] = rows;
  return { format, columns, sample: data.slice(0, SAMPLE_ROWS), row_count: data.length, mapping: suggestMapping(columns) };
}

/** The data rows of a CSV/TSV text (below its header). */
export function delimitedRows(content: string): ImportRows {
  const [header = [], ...rows] = read(content).rows;
  return { columns: header.length, rows };
}

/** What an Anki package holds: its note types (most notes first), each with its fields and first notes. */
export function ankiPreview(file: Uint8Array): AnkiImportPreview {
  return withAnkiCollection(file, (collection) => {
    const counts = collection.noteCounts();
    const noteTypes = collection
      .noteTypes()
      .map((type) => ({ type, count: counts.get(type.id) ?? 0 }))
      .filter(({ count }) => count > 0)
      .sort((a, b) => b.count - a.count)
      .map(({ type, count }) => ({
        id: type.id,
        name: type.name,
        columns: type.fields,
        sample: collection.notes(type.id, SAMPLE_ROWS).map((fields) => fields.map(fieldText)),
        row_count: count,
        mapping: suggestMapping(type.fields),
      }));
    if (noteTypes.length === 0) throw codedError(400, 'anki_package_empty', 'The Anki package holds no notes.');
    return { collection: collection.kind, note_types: noteTypes };
  });
}

/** The notes of one note type of an Anki package as rows of field texts (at most IMPORT_MAX_ROWS, else 413). */
export function ankiRows({ file, noteType }: { file: Uint8Array; noteType: string }): ImportRows {
  return withAnkiCollection(file, (collection) => {
    const type = collection.noteTypes().find((candidate) => candidate.id === noteType);
    if (!type) throw codedError(400, 'anki_note_type_unknown', 'The package has no note type with this id.');
    const notes = collection.notes(type.id, IMPORT_MAX_ROWS + 1);
    if (notes.length > IMPORT_MAX_ROWS) throw tooManyRows();
    return { columns: type.fields.length, rows: notes.map((fields) => fields.map(fieldText)) };
  });
}

/** The file's format and rows; an unreadable file or one of too many rows is a 400 that changes nothing. */
function read(content: string): { format: ExchangeFormat; rows: string[][] } {
  const format = detectFormat(content);
  try {
    // the header is a row too
    return { format, rows: parseDelimited(content, format, IMPORT_MAX_ROWS + 1) };
  } catch (error) {
    if (!(error instanceof DelimitedError)) throw error;
    if (error.message === 'too_many_rows') throw tooManyRows();
    throw codedError(400, 'vocabulary_import_unreadable', 'The file could not be read as CSV or TSV (a quote is not closed).');
  }
}
