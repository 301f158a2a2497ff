import {
  EXPORT_COLUMNS,
  IMPORTED_WORD_MAX_LENGTH,
  LANGUAGES,
  LANGUAGE_SHORT_CODES,
  MNEMONIC_MAX_LENGTH,
  TRANSLATION_MAX_LENGTH,
  hasForbiddenCharacters,
  normalizeWord,
  type ExchangeFormat,
  type ImportBody,
  type ImportMapping,
  type ImportPreview,
  type ImportReport,
  type ExportCounts,
  type ExportCountsQuery,
  type Language,
  type VocabularyFilterQuery,
  ImportMappingSchema,
  type AnkiImportFields,
  type AnkiImportPreview,
} from '@reeprise/contract';
import { nowIso } from '../../db/database.js';
import type { RawJsonBody } from '../../platform/untrusted/json-body.js';
import { onReservedUnit } from '../../platform/untrusted/spent-reservation.js';
import {
  sharedUntrustedPool,
  type UntrustedPool,
  type UntrustedSlot,
} from '../../platform/untrusted/untrusted-pool.js';
import { codedError } from '../../plugins/http-error.js';
import type { AuthUser } from '../auth/session.service.js';
import type { UsageBudget } from '../usage/usage-budget.js';
import { positionAfter, type ListPosition } from '../vocabulary/list-order.js';
import type { VocabularyRecord, VocabularyRepository } from '../vocabulary/vocabulary.repository.js';
import type { VocabularyService } from '../vocabulary/vocabulary.service.js';
import { formsIn, type WordStatusesService } from '../word-statuses/word-statuses.service.js';
import type { ankiPackage } from './anki-export.js';
import { formatRow } from './delimited.js';
import type { ImportedWord, VocabularyExchangeRepository } from './exchange.repository.js';

/** Rows read per query while exporting: the export holds one batch in memory, never the whole list. */
export const EXPORT_BATCH = 500;
const PART_OF_SPEECH_MAX_LENGTH = 100;
const SKIPPED_ROWS_LISTED = 50;

type Reader = UntrustedSlot['run'];

export class VocabularyExchangeService {
  constructor(
    private readonly exchange: VocabularyExchangeRepository,
    private readonly vocabulary: VocabularyRepository,
    private readonly list: VocabularyService,
    private readonly budget: UsageBudget,
    /** Imports "as known" mark the words known instead of adding them (issue 34). */
    private readonly statuses: Pick<WordStatusesService, 'importKnown'>,
    private readonly parsers: UntrustedPool = sharedUntrustedPool(),
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * The learner's vocabulary as the trainer list filters and orders it, EXPORT_BATCH rows at a time
   * (keyset): every export reads through this, so none holds more than one batch.
   */
  async *batches(user: AuthUser, query: VocabularyFilterQuery): AsyncGenerator<VocabularyRecord[]> {
    const filters = this.list.filtersOf(query);
    let position: ListPosition = { sort: query.sort ?? 'newest', after: null };
    for (;;) {
      const rows = await this.vocabulary.list(user.id, filters, position, EXPORT_BATCH);
      if (rows.length > 0) yield rows;
      if (rows.length < EXPORT_BATCH) return;
      position = positionAfter(position.sort, rows.at(-1)!);
    }
  }

  /** What an export would hold (issue 35): the learner's words matching the search, in all and per language. */
  async exportCounts(user: AuthUser, query: ExportCountsQuery): Promise<ExportCounts> {
    const counts = await this.exchange.countByLanguage(user.id, query.search || undefined);
    const languages = LANGUAGES.filter((language) => counts.has(language)).map((language) => ({
      language,
      count: counts.get(language)!,
    }));
    return { total: languages.reduce((sum, { count }) => sum + count, 0), languages };
  }

  /** The learner's vocabulary as CSV or TSV: a header, then one line per word, yielded batch by batch. */
  async *export(
    user: AuthUser,
    query: VocabularyFilterQuery,
    format: ExchangeFormat,
  ): AsyncGenerator<string> {
    // a byte order mark: spreadsheets then read the file as UTF-8
    yield `\uFEFF${formatRow(format, EXPORT_COLUMNS)}`;
    for await (const rows of this.batches(user, query))
      yield rows.map((row) => formatRow(format, exportCells(row))).join('');
  }

  /** The learner's vocabulary as an Anki deck (.apkg), named after the language when one is chosen. */
  exportAnki(user: AuthUser, query: VocabularyFilterQuery): AsyncGenerator<Uint8Array> {
    const languages = this.list.filtersOf(query).languages;
    const language = languages?.length === 1 ? languages[0] : undefined;
    const deck = language
      ? {
          name: `Reeprise ${language.charAt(0)}${language.slice(1).toLowerCase()}`,
          index: LANGUAGES.indexOf(language) + 1,
        }
      : { name: 'Reeprise', index: 0 };
    return ankiPackageOf(this.batches(user, query), deck, this.clock());
  }

  /**
   * What an import of a CSV/TSV file would read: format, header, first rows, a suggested mapping. `body` is
   * the route's raw JSON body (`{content}`), parsed and checked in the worker with the file (issue 33).
   */
  async preview(user: AuthUser, body: RawJsonBody<{ content: string }>): Promise<ImportPreview> {
    return this.#reading(user, (read) => read('delimitedPreviewBody', body, handOver(body)));
  }

  /**
   * Imports the rows of a CSV/TSV file (the first row is the header) in one transaction: see importRows.
   * `body` (raw JSON or parsed) and the file are read in a worker; a file that cannot be read changes nothing.
   */
  async import(user: AuthUser, body: RawJsonBody<ImportBody>): Promise<ImportReport> {
    const { columns, rows, fields } = await this.#reading(user, (read) =>
      read('delimitedImportBody', body, handOver(body)),
    );
    checkMapping(fields.mapping, columns);
    // the header is row 1
    return this.importRows(user, rows, fields.mapping, fields.language, 2, fields.as_known === true);
  }

  /** What an Anki package holds: its note types (most notes first), each with its fields and first notes. */
  async previewAnki(user: AuthUser, readFile: () => Promise<Uint8Array>): Promise<AnkiImportPreview> {
    return this.#reading(user, async (read) => {
      const file = await readFile();
      return read('ankiPreview', file, [file]);
    });
  }

  /**
   * Imports the notes of one note type of an Anki package, its fields mapped as CSV columns are, through
   * the same one-transaction merge as a CSV import. Media are not imported.
   */
  async importAnki(
    user: AuthUser,
    readForm: () => Promise<{ file: Uint8Array; fields: AnkiImportFields }>,
  ): Promise<ImportReport> {
    return this.#reading(user, async (read) => {
      const { file, fields } = await readForm();
      const mapping = mappingOf(fields.mapping);
      const { columns, rows } = await read('ankiRows', { file, noteType: fields.note_type }, [file]);
      checkMapping(mapping, columns);
      // notes are numbered from 1
      return this.importRows(user, rows, mapping, fields.language, 1, fields.as_known === 'true');
    });
  }

  /**
   * Runs `work` on a unit of the learner's import budget and a slot of the parsing pool, both taken before
   * the file is read (STYLE rule 13), handing it a reader that parses in a worker thread. The unit is kept
   * once a worker took the file, even if the file is refused (decision 034); a request refused before
   * that costs nothing.
   */
  async #reading<T>(user: AuthUser, work: (read: Reader) => Promise<T>): Promise<T> {
    return onReservedUnit(await this.budget.reserve('text_import', user.id), async (spent) => {
      const slot = this.parsers.slot(user.id);
      try {
        return await work((name, input, handOver) => {
          spent();
          return slot.run(name, input, handOver);
        });
      } finally {
        slot.release();
      }
    });
  }

  /**
   * Stores rows in one transaction: a word the learner has in that language already, or that the rows had
   * before, is merged (only its empty fields are filled); unusable rows are skipped and reported by number
   * (`firstRow` is the first data row's). A failure halfway undoes everything. `asKnown`: the words are
   * marked known instead (markKnown).
   */
  private async importRows(
    user: AuthUser,
    data: string[][],
    mapping: ImportMapping,
    defaultLanguage: Language | undefined,
    firstRow: number,
    asKnown = false,
  ): Promise<ImportReport> {
    if (data.length === 0)
      throw codedError(400, 'vocabulary_import_empty', 'The file has no rows below its header.');
    if (mapping.language == null && defaultLanguage === undefined) {
      throw codedError(
        400,
        'vocabulary_import_language_required',
        'Choose the language of the words, or a column that holds it.',
      );
    }

    const report: ImportReport = { added: 0, merged: 0, skipped: 0, skipped_rows: [] };
    const skip = (index: number, reason: ImportReport['skipped_rows'][number]['reason']) => {
      report.skipped += 1;
      if (report.skipped_rows.length < SKIPPED_ROWS_LISTED)
        report.skipped_rows.push({ row: index + firstRow, reason });
    };
    // the file's words by language and form; a repeated form merges into the first
    const words = new Map<Language, Map<string, ImportedWord>>();
    // as known: the word cells by language
    const known = new Map<Language, string[]>();
    const knownWord = (index: number, word: string, language: Language) => {
      if (formsIn(word, language).length === 0) return skip(index, 'not_a_word');
      const cells = known.get(language) ?? [];
      known.set(language, cells);
      cells.push(word);
    };
    data.forEach((cells, index) => {
      const cell = (column: number | null | undefined) =>
        column == null ? '' : (cells[column] ?? '').trim();
      const word = cell(mapping.word);
      const languageCell = cell(mapping.language);
      const language = languageCell ? languageOf(languageCell) : defaultLanguage;
      const translation = cell(mapping.translation);
      const mnemonic = cell(mapping.mnemonic);
      const partOfSpeech = cell(mapping.part_of_speech);
      if (!word) return skip(index, 'no_word');
      if (word.length > IMPORTED_WORD_MAX_LENGTH) return skip(index, 'word_too_long');
      if (!language) return skip(index, 'unknown_language');
      if (asKnown) return knownWord(index, word, language);
      if (
        translation.length > TRANSLATION_MAX_LENGTH ||
        mnemonic.length > MNEMONIC_MAX_LENGTH ||
        partOfSpeech.length > PART_OF_SPEECH_MAX_LENGTH
      ) {
        return skip(index, 'field_too_long');
      }
      if ([word, translation, mnemonic, partOfSpeech].some(hasForbiddenCharacters))
        return skip(index, 'forbidden_characters');
      const normalized = normalizeWord(word);
      const byForm = words.get(language) ?? new Map<string, ImportedWord>();
      words.set(language, byForm);
      const earlier = byForm.get(normalized);
      if (earlier) {
        report.merged += 1;
        earlier.translation ||= translation;
        earlier.mnemonic ||= mnemonic;
        earlier.partOfSpeech ||= partOfSpeech;
        return;
      }
      byForm.set(normalized, { language, word, normalized, translation, mnemonic, partOfSpeech });
    });

    if (asKnown) return this.markKnown(user, known, report);
    const now = nowIso(this.clock());
    await this.exchange.inTransaction(async (repository) => {
      for (const [language, byForm] of words) {
        const existing = await repository.findByForms(user.id, language, [...byForm.keys()]);
        const fresh: ImportedWord[] = [];
        for (const word of byForm.values()) {
          const entry = existing.get(word.normalized);
          if (!entry) {
            fresh.push(word);
            continue;
          }
          report.merged += 1;
          const blanks = {
            translation: entry.translation ? undefined : word.translation,
            mnemonic: entry.mnemonic ? undefined : word.mnemonic,
            partOfSpeech: entry.partOfSpeech ? undefined : word.partOfSpeech,
          };
          if (blanks.translation || blanks.mnemonic || blanks.partOfSpeech)
            await repository.fillBlanks(entry.id, blanks, now);
        }
        await repository.insert(user.id, fresh, now);
        report.added += fresh.length;
      }
    });
    return report;
  }

  /** The words of the rows marked known where they are new to the learner (see ImportReport). */
  private async markKnown(
    user: AuthUser,
    cells: Map<Language, string[]>,
    report: ImportReport,
  ): Promise<ImportReport> {
    for (const [language, words] of cells) {
      const { marked, forms } = await this.statuses.importKnown(user, language, words);
      report.added += marked;
      report.merged += forms - marked;
    }
    return report;
  }
}

/** A mapped column the file (or note type) does not have is a 400 before anything is written. */
function checkMapping(mapping: ImportMapping, columns: number): void {
  const mapped = Object.values(mapping).filter((column): column is number => typeof column === 'number');
  if (mapped.some((column) => column >= columns)) {
    throw codedError(400, 'vocabulary_import_bad_mapping', 'A mapped column is not in the file.');
  }
}

/** The mapping of an Anki import, sent as JSON in a form field; not one is a 400. */
function mappingOf(json: string): ImportMapping {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    parsed = undefined;
  }
  const mapping = ImportMappingSchema.safeParse(parsed);
  if (!mapping.success)
    throw codedError(400, 'vocabulary_import_bad_mapping', 'The mapping is not a valid field mapping.');
  return mapping.data;
}

/** A language cell: the export's name (SPANISH) or a short code (SP, EN), in any case. */
function languageOf(cell: string): Language | undefined {
  const value = cell.toUpperCase();
  return LANGUAGES.find(
    (language) => language === value || LANGUAGE_SHORT_CODES[language].toUpperCase() === value,
  );
}

function exportCells(row: VocabularyRecord): string[] {
  return [
    row.word,
    row.translation,
    row.mnemonic,
    row.partOfSpeech,
    row.language,
    row.usages.at(-1)?.sentence ?? '',
    String(row.winningStreak),
    row.fsrsDue ?? '',
  ];
}

// The Anki modules and their zip and zstd packages (some 10 MiB) load with the first deck, not at start.
async function* ankiPackageOf(...args: Parameters<typeof ankiPackage>): AsyncGenerator<Uint8Array> {
  const { ankiPackage } = await import('./anki-export.js');
  yield* ankiPackage(...args);
}

/** A raw body moves to the worker that reads it (the route keeps no use for it); a parsed one is cloned. */
const handOver = (body: unknown): Uint8Array[] => (body instanceof Uint8Array ? [body] : []);
