import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Decompress } from 'fzstd';
import { HttpError, codedError } from '../../plugins/http-error.js';
import { ZipOverBudget, inflateEntries, zipDirectory } from '../../platform/untrusted/zip-entries.js';
import { FIELD_SEPARATOR } from './anki-format.js';

/**
 * A collection unpacked is refused above this size: a package is at most 50 MB, and a zip or zstd bomb
 * must not fill the memory or the disk. SQLite collections compress about 3–5 times.
 */
export const ANKI_COLLECTION_MAX_BYTES = 400 * 1024 * 1024;
/** Every query is bounded: at most this many note types, fields, characters of a name or of a note. */
export const ANKI_READ_LIMITS = {
  noteTypes: 1_000,
  fields: 10_000,
  nameChars: 500,
  noteChars: 100_000,
  /** The note types' JSON of a legacy collection (col.models). */
  modelsBytes: 16 * 1024 * 1024,
  /** All the notes one read returns together. */
  notesChars: 64 * 1024 * 1024,
} as const;

/**
 * The collections a package may hold, the one to read first: current Anki writes anki21b (zstd) and beside
 * it a legacy anki2 that only says "please update Anki"; Anki 2.1.x wrote anki21, older ones anki2.
 */
const COLLECTIONS = ['collection.anki21b', 'collection.anki21', 'collection.anki2'] as const;
export type CollectionKind = 'anki21b' | 'anki21' | 'anki2';

/**
 * The tables a collection is read from and the columns read of each: each must be a plain table
 * (issue 33: a view can run a recursive query for as long as its author likes).
 */
const TABLES = {
  col: ['models'],
  notes: ['id', 'mid', 'flds'],
  notetypes: ['id', 'name'],
  fields: ['ntid', 'ord', 'name'],
} as const;

const SQLITE_MAGIC = Buffer.from('SQLite format 3\0', 'latin1');
const ZSTD_MAGIC = 0xfd2fb528;
/** A zstd frame header is at most this long: its declared sizes are read before anything is decompressed. */
const ZSTD_HEADER_MAX = 18;

export interface AnkiNoteType {
  id: string;
  name: string;
  fields: string[];
}

/** A collection opened read-only from its temporary file, its schema checked; every read is bounded. */
export interface AnkiCollection {
  kind: CollectionKind;
  noteTypes(): AnkiNoteType[];
  /** How many notes each note type has. */
  noteCounts(): Map<string, number>;
  /** The fields (HTML, as Anki stores them) of a note type's first `limit` notes, in the order of their ids. */
  notes(noteType: string, limit: number): string[][];
}

const unreadable = () =>
  codedError(400, 'anki_package_unreadable', 'The file is not an Anki package (.apkg or .colpkg) that can be read.');
const tooLarge = () =>
  codedError(413, 'anki_collection_too_large', 'The Anki collection in the package is too large to import.', {
    megabytes: ANKI_COLLECTION_MAX_BYTES / (1024 * 1024),
  });

/**
 * Opens the collection of an Anki package for `work` and removes it afterwards. Only the collection is
 * taken from the zip, by its exact name, into a file of our own naming: media and any other entry are never
 * unpacked, so no name in the zip reaches the file system. The collection is inflated (and zstd
 * decompressed) piece by piece into that file, counting bytes as they come: past `budget` it stops with a
 * 413. A file that is no package, holds no collection, or whose collection is no SQLite database of the
 * expected tables is a 400; nothing is stored by reading. Runs in a worker thread (decision 034).
 */
export function withAnkiCollection<T>(
  data: Uint8Array,
  work: (collection: AnkiCollection) => T,
  budget: number = ANKI_COLLECTION_MAX_BYTES,
): T {
  let present: Map<string, number>;
  try {
    present = zipDirectory(data);
  } catch {
    throw unreadable();
  }
  const name = COLLECTIONS.find((candidate) => present.has(candidate));
  if (!name) {
    throw codedError(400, 'anki_package_no_collection', 'The package holds no Anki collection (collection.anki21b, .anki21 or .anki2).');
  }
  // a declared size over the limit is refused at once; a lying one is caught while inflating
  if (present.get(name)! > budget) throw tooLarge();
  const kind = name.slice('collection.'.length) as CollectionKind;
  const directory = mkdtempSync(join(tmpdir(), 'reeprise-anki-import-'));
  try {
    const file = join(directory, 'collection.sqlite');
    unpackCollection(data, name, file, budget);
    return readCollection(file, kind, work);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/** Inflates the zip entry `name` into `file`, zstd-decompressing it on the way when it is zstd, within `budget` bytes. */
function unpackCollection(data: Uint8Array, name: string, file: string, budget: number): void {
  const fd = openSync(file, 'w');
  let written = 0;
  const write = (chunk: Uint8Array) => {
    written += chunk.length;
    if (written > budget) throw tooLarge();
    writeSync(fd, chunk);
  };
  // the first bytes decide whether the entry is zstd; they are held until there are enough of them
  let head: Uint8Array[] = [];
  let headLength = 0;
  let sink: ((chunk: Uint8Array, final: boolean) => void) | undefined;
  try {
    inflateEntries(data, new Set([name]), budget, (_, chunk, final) => {
      if (sink) return sink(chunk, final);
      head.push(chunk);
      headLength += chunk.length;
      if (headLength < ZSTD_HEADER_MAX && !final) return;
      const first = Buffer.concat(head);
      head = [];
      sink = isZstd(first) ? zstdSink(first, budget, write) : (piece) => write(piece);
      sink(first, final);
    });
  } catch (error) {
    if (error instanceof ZipOverBudget) throw tooLarge();
    if (error instanceof HttpError) throw error;
    throw unreadable();
  } finally {
    closeSync(fd);
  }
  if (written < SQLITE_MAGIC.length) throw unreadable();
}

/**
 * A zstd decompressor writing through `write` (which counts the budget): the frame's header is checked
 * first, since the decompressor allocates the window (or the whole content) it declares. fzstd hands out
 * one block (at most 128 KiB) at a time, so the count stops a bomb within a block.
 */
function zstdSink(first: Uint8Array, budget: number, write: (chunk: Uint8Array) => void) {
  if (declaredZstdSize(first) > budget) throw tooLarge();
  const stream = new Decompress((chunk) => write(chunk));
  return (chunk: Uint8Array, final: boolean) => {
    try {
      stream.push(chunk, final);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw unreadable();
    }
  };
}

function readCollection<T>(file: string, kind: CollectionKind, work: (collection: AnkiCollection) => T): T {
  let db: BetterSqlite3.Database;
  try {
    db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  } catch {
    throw unreadable();
  }
  try {
    // nothing in the file's schema may run a function of ours, and nothing is written
    db.pragma('trusted_schema = OFF');
    db.pragma('query_only = ON');
    const modern = checkSchema(db);
    return work({
      kind,
      noteTypes: () => (modern ? noteTypesOfTables(db) : noteTypesOfJson(db)),
      noteCounts: () => noteCounts(db),
      notes: (noteType, limit) => notesOf(db, noteType, limit),
    });
  } catch (error) {
    // a damaged database shows itself only when read
    if (error instanceof BetterSqlite3.SqliteError) throw unreadable();
    throw error;
  } finally {
    db.close();
  }
}

/**
 * The schema a collection must have to be read: no view and no trigger anywhere, and col, notes (and, in
 * schema 18, notetypes and fields) plain tables with the columns we read, none of them generated. Answers
 * whether the note types are tables (schema 18) or JSON in col (older schemas).
 */
function checkSchema(db: BetterSqlite3.Database): boolean {
  const objects = db
    .prepare("SELECT type, name, sql FROM sqlite_master WHERE type IN ('table', 'view', 'trigger') LIMIT 10000")
    .all() as Array<{ type: string; name: string; sql: string | null }>;
  if (objects.some((object) => object.type !== 'table')) throw unreadable();
  const tables = new Map(objects.map((object) => [object.name, object.sql ?? '']));
  const modern = tables.has('notetypes');
  const needed: Array<keyof typeof TABLES> = modern ? ['col', 'notes', 'notetypes', 'fields'] : ['col', 'notes'];
  for (const table of needed) {
    const sql = tables.get(table);
    if (sql === undefined || /^\s*create\s+virtual/i.test(sql)) throw unreadable();
    // hidden 0 is an ordinary column; 2 and 3 are generated ones, computed (by any expression) when read
    const columns = db.prepare(`SELECT name, hidden FROM pragma_table_xinfo(?) LIMIT 1000`).all(table) as Array<{ name: string; hidden: number }>;
    const plain = new Set(columns.filter((column) => column.hidden === 0).map((column) => column.name));
    if (TABLES[table].some((column) => !plain.has(column))) throw unreadable();
  }
  return modern;
}

/** Schema 18 (anki21b): note types and their fields are tables. Neither query touches a `unicase` column's order. */
function noteTypesOfTables(db: BetterSqlite3.Database): AnkiNoteType[] {
  const { noteTypes, fields: fieldsMax, nameChars } = ANKI_READ_LIMITS;
  const types = db
    .prepare('SELECT id, substr(name, 1, ?) AS name FROM notetypes LIMIT ?')
    .safeIntegers(true)
    .all(nameChars, noteTypes) as Array<{ id: bigint; name: string }>;
  const fields = db
    .prepare('SELECT ntid, ord, substr(name, 1, ?) AS name FROM fields LIMIT ?')
    .safeIntegers(true)
    .all(nameChars, fieldsMax) as Array<{ ntid: bigint; ord: bigint; name: string }>;
  return types.map((type) => ({
    id: String(type.id),
    name: type.name,
    fields: fields
      .filter((field) => field.ntid === type.id)
      .sort((a, b) => Number(a.ord - b.ord))
      .map((field) => field.name),
  }));
}

/** Legacy schemas: note types are JSON in the col row, keyed by id, each with its `flds`. */
function noteTypesOfJson(db: BetterSqlite3.Database): AnkiNoteType[] {
  // the size is read from the record header: a huge value is refused before it is loaded
  const row = db.prepare('SELECT octet_length(models) AS bytes FROM col LIMIT 1').get() as { bytes: number | null } | undefined;
  if ((row?.bytes ?? 0) > ANKI_READ_LIMITS.modelsBytes) throw tooLarge();
  const models = parseModels((db.prepare('SELECT models FROM col LIMIT 1').get() as { models: string } | undefined)?.models);
  return Object.entries(models)
    .slice(0, ANKI_READ_LIMITS.noteTypes)
    .map(([id, model]) => {
      const { name, flds } = (model ?? {}) as { name?: unknown; flds?: unknown };
      const fields = Array.isArray(flds) ? (flds as Array<{ name?: unknown; ord?: unknown }>).slice(0, ANKI_READ_LIMITS.fields) : [];
      return {
        id,
        name: typeof name === 'string' ? name.slice(0, ANKI_READ_LIMITS.nameChars) : id,
        fields: [...fields].sort((a, b) => Number(a.ord) - Number(b.ord)).map((field) => (typeof field.name === 'string' ? field.name.slice(0, ANKI_READ_LIMITS.nameChars) : '')),
      };
    });
}

function parseModels(json: string | undefined): Record<string, unknown> {
  let models: unknown;
  try {
    models = JSON.parse(json ?? '');
  } catch {
    throw unreadable();
  }
  if (!models || typeof models !== 'object') throw unreadable();
  return models as Record<string, unknown>;
}

function noteCounts(db: BetterSqlite3.Database): Map<string, number> {
  const rows = db
    .prepare('SELECT mid, count(*) AS n FROM notes GROUP BY mid LIMIT ?')
    .safeIntegers(true)
    .all(ANKI_READ_LIMITS.noteTypes) as Array<{ mid: bigint; n: bigint }>;
  return new Map(rows.map((row) => [String(row.mid), Number(row.n)]));
}

/** At most `limit` notes of one type, each cut at `noteChars`, all together at most `notesChars` (else 413). */
function notesOf(db: BetterSqlite3.Database, noteType: string, limit: number): string[][] {
  // note type ids are integers; a legacy collection's JSON may name one otherwise, and it has no notes
  if (!/^-?\d{1,19}$/.test(noteType)) return [];
  const rows = db
    .prepare('SELECT substr(flds, 1, ?) AS flds FROM notes WHERE mid = ? ORDER BY id LIMIT ?')
    .iterate(ANKI_READ_LIMITS.noteChars, BigInt(noteType), limit) as IterableIterator<{ flds: string | null }>;
  const notes: string[][] = [];
  let characters = 0;
  for (const row of rows) {
    const flds = typeof row.flds === 'string' ? row.flds : '';
    characters += flds.length;
    if (characters > ANKI_READ_LIMITS.notesChars) throw tooLarge();
    notes.push(flds.split(FIELD_SEPARATOR));
  }
  return notes;
}

function isZstd(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && Buffer.from(bytes.buffer, bytes.byteOffset, 4).readUInt32LE(0) === ZSTD_MAGIC;
}

/** The larger of the window and content sizes a zstd frame header declares (RFC 8878 §3.1.1.1). */
function declaredZstdSize(bytes: Uint8Array): number {
  if (bytes.length < 6) throw unreadable();
  const descriptor = bytes[4];
  const singleSegment = (descriptor >> 5) & 1;
  const sizeFlag = descriptor >> 6;
  const dictionaryBytes = [0, 1, 2, 4][descriptor & 3];
  let position = 5;
  let window = 0;
  if (!singleSegment) {
    const windowDescriptor = bytes[position];
    const base = 2 ** (10 + (windowDescriptor >> 3));
    window = base + (base / 8) * (windowDescriptor & 7);
    position += 1;
  }
  position += dictionaryBytes;
  const sizeBytes = [singleSegment, 2, 4, 8][sizeFlag];
  let content = 0;
  for (let i = 0; i < sizeBytes; i += 1) content += (bytes[position + i] ?? 0) * 2 ** (8 * i);
  if (sizeBytes === 2) content += 256;
  return Math.max(window, content);
}
