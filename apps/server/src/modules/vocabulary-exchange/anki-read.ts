import { closeSync, openSync, writeSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { unzipSync } from 'fflate';
import { Decompress } from 'fzstd';
import { codedError } from '../../plugins/http-error.js';
import { FIELD_SEPARATOR } from './anki-format.js';

/**
 * A collection unpacked is refused above this size: a package is at most 50 MB, and a zip or zstd bomb
 * must not fill the memory or the disk. SQLite collections compress about 3–5 times.
 */
export const ANKI_COLLECTION_MAX_BYTES = 400 * 1024 * 1024;

/**
 * The collections a package may hold, the one to read first: current Anki writes anki21b (zstd) and beside
 * it a legacy anki2 that only says "please update Anki"; Anki 2.1.x wrote anki21, older ones anki2.
 */
const COLLECTIONS = ['collection.anki21b', 'collection.anki21', 'collection.anki2'] as const;
export type CollectionKind = 'anki21b' | 'anki21' | 'anki2';

const SQLITE_MAGIC = Buffer.from('SQLite format 3\0', 'latin1');
const ZSTD_MAGIC = 0xfd2fb528;

export interface AnkiNoteType {
  id: string;
  name: string;
  fields: string[];
}

export interface AnkiNote {
  noteType: string;
  /** The note's fields as Anki stores them (HTML). */
  fields: string[];
}

/** A collection opened read-only from its temporary file. */
export interface AnkiCollection {
  kind: CollectionKind;
  noteTypes(): AnkiNoteType[];
  notes(): IterableIterator<AnkiNote>;
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
 * unpacked, so no name in the zip reaches the file system. A file that is no package, holds no collection,
 * or whose collection is no SQLite database is a 400; nothing is stored by reading.
 */
export async function withAnkiCollection<T>(data: Uint8Array, work: (collection: AnkiCollection) => T): Promise<T> {
  // a first pass only reads the zip's directory: just the collection to be read is then inflated
  const present = new Map<string, number>();
  try {
    unzipSync(data, {
      filter: (file) => {
        present.set(file.name, file.originalSize);
        return false;
      },
    });
  } catch {
    throw unreadable();
  }
  const name = COLLECTIONS.find((candidate) => present.has(candidate));
  if (!name) {
    throw codedError(400, 'anki_package_no_collection', 'The package holds no Anki collection (collection.anki21b, .anki21 or .anki2).');
  }
  // the declared size also bounds the inflation: fflate inflates into a buffer of exactly that size
  if (present.get(name)! > ANKI_COLLECTION_MAX_BYTES) throw tooLarge();
  const bytes = inflateEntry(data, name);
  const kind = name.slice('collection.'.length) as CollectionKind;
  const directory = await mkdtemp(join(tmpdir(), 'reeprise-anki-import-'));
  try {
    const file = join(directory, 'collection.sqlite');
    if (isZstd(bytes)) zstdToFile(bytes, file);
    else await writeFile(file, bytes);
    return readCollection(file, kind, work);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

function inflateEntry(data: Uint8Array, name: string): Uint8Array {
  let bytes: Uint8Array | undefined;
  try {
    bytes = unzipSync(data, { filter: (file) => file.name === name })[name];
  } catch {
    throw unreadable();
  }
  if (!bytes) throw unreadable();
  return bytes;
}

function readCollection<T>(file: string, kind: CollectionKind, work: (collection: AnkiCollection) => T): T {
  let db: BetterSqlite3.Database;
  try {
    db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  } catch {
    throw unreadable();
  }
  try {
    const header = db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name IN ('notes', 'col')").get() as { n: number };
    if (header.n < 2) throw unreadable();
    const hasNoteTypeTable = (db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'notetypes'").get() as { n: number }).n > 0;
    return work({
      kind,
      noteTypes: () => (hasNoteTypeTable ? noteTypesOfTables(db) : noteTypesOfJson(db)),
      notes: () => notesOf(db),
    });
  } catch (error) {
    // a damaged database shows itself only when read
    if (error instanceof BetterSqlite3.SqliteError) throw unreadable();
    throw error;
  } finally {
    db.close();
  }
}

/** Schema 18 (anki21b): note types and their fields are tables. Neither query touches a `unicase` column's order. */
function noteTypesOfTables(db: BetterSqlite3.Database): AnkiNoteType[] {
  const types = db.prepare('SELECT id, name FROM notetypes').safeIntegers(true).all() as Array<{ id: bigint; name: string }>;
  const fields = db.prepare('SELECT ntid, ord, name FROM fields').safeIntegers(true).all() as Array<{ ntid: bigint; ord: bigint; name: string }>;
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
  const row = db.prepare('SELECT models FROM col LIMIT 1').get() as { models: string } | undefined;
  let models: unknown;
  try {
    models = JSON.parse(row?.models ?? '');
  } catch {
    throw unreadable();
  }
  if (!models || typeof models !== 'object') throw unreadable();
  return Object.entries(models as Record<string, unknown>).map(([id, model]) => {
    const { name, flds } = (model ?? {}) as { name?: unknown; flds?: unknown };
    const fields = Array.isArray(flds) ? (flds as Array<{ name?: unknown; ord?: unknown }>) : [];
    return {
      id,
      name: typeof name === 'string' ? name : id,
      fields: [...fields].sort((a, b) => Number(a.ord) - Number(b.ord)).map((field) => (typeof field.name === 'string' ? field.name : '')),
    };
  });
}

function* notesOf(db: BetterSqlite3.Database): IterableIterator<AnkiNote> {
  const rows = db.prepare('SELECT mid, flds FROM notes ORDER BY id').safeIntegers(true).iterate() as IterableIterator<{ mid: bigint; flds: string | null }>;
  for (const row of rows) {
    yield { noteType: String(row.mid), fields: (row.flds ?? '').split(FIELD_SEPARATOR) };
  }
}

function isZstd(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && Buffer.from(bytes.buffer, bytes.byteOffset, 4).readUInt32LE(0) === ZSTD_MAGIC;
}

/**
 * Decompresses a zstd collection into `file` piece by piece, stopping past the size limit. The frame's
 * header is checked first: the decompressor allocates the window (or the whole content) it declares.
 */
function zstdToFile(bytes: Uint8Array, file: string): void {
  if (declaredZstdSize(bytes) > ANKI_COLLECTION_MAX_BYTES) throw tooLarge();
  const fd = openSync(file, 'w');
  let written = 0;
  try {
    const stream = new Decompress((chunk) => {
      written += chunk.length;
      if (written > ANKI_COLLECTION_MAX_BYTES) throw tooLarge();
      writeSync(fd, chunk);
    });
    const piece = 1024 * 1024;
    for (let start = 0; start < bytes.length; start += piece) {
      const end = Math.min(start + piece, bytes.length);
      stream.push(bytes.subarray(start, end), end === bytes.length);
    }
  } catch (error) {
    if ((error as { code?: unknown }).code === 'anki_collection_too_large') throw error;
    throw unreadable();
  } finally {
    closeSync(fd);
  }
  if (written < SQLITE_MAGIC.length) throw unreadable();
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
