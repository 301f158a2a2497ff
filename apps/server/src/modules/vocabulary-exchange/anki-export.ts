import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { VocabularyRecord } from '../vocabulary/vocabulary.repository.js';
import { FIELD_SEPARATOR, fieldChecksum, fieldHtml, noteGuid } from './anki-format.js';

/**
 * The legacy collection schema (version 11), which every Anki since 2.1 imports: the col row carries note
 * types, decks and deck options as JSON; notes and cards are rows. The newer schema (anki21b) would need
 * protobuf and zstd for no gain to the learner.
 */
const SCHEMA = `
CREATE TABLE col (id integer PRIMARY KEY, crt integer NOT NULL, mod integer NOT NULL, scm integer NOT NULL,
  ver integer NOT NULL, dty integer NOT NULL, usn integer NOT NULL, ls integer NOT NULL, conf text NOT NULL,
  models text NOT NULL, decks text NOT NULL, dconf text NOT NULL, tags text NOT NULL);
CREATE TABLE notes (id integer PRIMARY KEY, guid text NOT NULL, mid integer NOT NULL, mod integer NOT NULL,
  usn integer NOT NULL, tags text NOT NULL, flds text NOT NULL, sfld integer NOT NULL, csum integer NOT NULL,
  flags integer NOT NULL, data text NOT NULL);
CREATE TABLE cards (id integer PRIMARY KEY, nid integer NOT NULL, did integer NOT NULL, ord integer NOT NULL,
  mod integer NOT NULL, usn integer NOT NULL, type integer NOT NULL, queue integer NOT NULL, due integer NOT NULL,
  ivl integer NOT NULL, factor integer NOT NULL, reps integer NOT NULL, lapses integer NOT NULL,
  left integer NOT NULL, odue integer NOT NULL, odid integer NOT NULL, flags integer NOT NULL, data text NOT NULL);
CREATE TABLE revlog (id integer PRIMARY KEY, cid integer NOT NULL, usn integer NOT NULL, ease integer NOT NULL,
  ivl integer NOT NULL, lastIvl integer NOT NULL, factor integer NOT NULL, time integer NOT NULL, type integer NOT NULL);
CREATE TABLE graves (usn integer NOT NULL, oid integer NOT NULL, type integer NOT NULL);
CREATE INDEX ix_notes_usn ON notes (usn);
CREATE INDEX ix_cards_usn ON cards (usn);
CREATE INDEX ix_revlog_usn ON revlog (usn);
CREATE INDEX ix_cards_nid ON cards (nid);
CREATE INDEX ix_cards_sched ON cards (did, queue, due);
CREATE INDEX ix_revlog_cid ON revlog (cid);
CREATE INDEX ix_notes_csum ON notes (csum);
`;

/** The note type's fields, in order; Front is the sort field and the one Anki checks for duplicates. */
export const ANKI_FIELDS = ['Front', 'Back', 'Mnemonic', 'Sentence', 'Part of speech', 'Language', 'Audio'] as const;
/**
 * Fixed ids: a deck exported again lands in the same note type and deck in Anki (with the stable note
 * GUIDs, its notes are updated, not added twice). Anki's own ids are millisecond times; these are too.
 */
export const ANKI_MODEL_ID = 1_763_769_600_019;
const DECK_ID_BASE = 1_763_769_601_000;
const DEFAULT_DECK_ID = 1;

const BACK_TEMPLATE = [
  '{{FrontSide}}',
  '<hr id=answer>',
  '{{Back}}',
  '{{#Part of speech}}<div class=pos>{{Part of speech}}</div>{{/Part of speech}}',
  '{{#Mnemonic}}<div class=mnemonic>{{Mnemonic}}</div>{{/Mnemonic}}',
  '{{#Sentence}}<div class=sentence>{{Sentence}}</div>{{/Sentence}}',
  '{{Audio}}',
].join('\n');
const CSS = [
  '.card { font-family: sans-serif; font-size: 24px; text-align: center; color: black; background-color: white; }',
  '.pos { font-size: 16px; color: #666; }',
  '.mnemonic { font-size: 18px; font-style: italic; margin-top: 12px; }',
  '.sentence { font-size: 18px; margin-top: 12px; }',
].join('\n');

export interface AnkiDeck {
  /** The deck's name in Anki. */
  name: string;
  /** Which of the app's decks (per language, or all): its id in Anki stays the same across exports. */
  index: number;
}

/**
 * The vocabulary as an Anki package (.apkg): the batches are written into a temporary SQLite collection
 * as they arrive (one batch in memory at a time), then the file is zipped out in chunks. The temporary
 * directory is removed when the generator ends, also when the download is cut off.
 */
export async function* ankiPackage(batches: AsyncIterable<VocabularyRecord[]>, deck: AnkiDeck, now = new Date()): AsyncGenerator<Uint8Array> {
  const directory = await mkdtemp(join(tmpdir(), 'reeprise-anki-export-'));
  try {
    const file = join(directory, 'collection.anki2');
    await writeCollection(file, batches, deck, now);
    yield* zipped(file);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

async function writeCollection(file: string, batches: AsyncIterable<VocabularyRecord[]>, deck: AnkiDeck, now: Date) {
  const db = new BetterSqlite3(file);
  try {
    db.exec(SCHEMA);
    const ms = now.getTime();
    const seconds = Math.floor(ms / 1000);
    const deckId = DECK_ID_BASE + deck.index;
    const insertNote = db.prepare(
      'INSERT INTO notes (id, guid, mid, mod, usn, tags, flds, sfld, csum, flags, data) VALUES (?, ?, ?, ?, -1, \'\', ?, ?, ?, 0, \'\')',
    );
    const insertCard = db.prepare(
      'INSERT INTO cards (id, nid, did, ord, mod, usn, type, queue, due, ivl, factor, reps, lapses, left, odue, odid, flags, data) ' +
        "VALUES (?, ?, ?, 0, ?, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, '')",
    );
    let count = 0;
    const insertBatch = db.transaction((rows: VocabularyRecord[]) => {
      for (const row of rows) {
        // ids only need to be unique within the package: Anki gives imported notes and cards its own
        const id = ms + count;
        count += 1;
        insertNote.run(id, noteGuid(row.id), ANKI_MODEL_ID, seconds, noteFields(row), row.word, fieldChecksum(row.word));
        insertCard.run(id, id, deckId, seconds, count);
      }
    });
    for await (const rows of batches) insertBatch(rows);
    db.prepare('INSERT INTO col VALUES (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, \'{}\')').run(
      Math.floor(new Date(now).setUTCHours(4, 0, 0, 0) / 1000),
      ms,
      ms,
      JSON.stringify(collectionConfig(deckId, count)),
      JSON.stringify({ [ANKI_MODEL_ID]: noteType(deckId, seconds) }),
      JSON.stringify({ [DEFAULT_DECK_ID]: deckJson(DEFAULT_DECK_ID, 'Default', seconds), [deckId]: deckJson(deckId, deck.name, seconds) }),
      JSON.stringify({ 1: deckOptions() }),
    );
  } finally {
    db.close();
  }
}

function noteFields(row: VocabularyRecord): string {
  const sentence = row.usages.at(-1)?.sentence ?? '';
  return [row.word, row.translation, row.mnemonic, sentence, row.partOfSpeech, row.language, '']
    .map(fieldHtml)
    .join(FIELD_SEPARATOR);
}

/** Zips the collection and an empty media list, handing out each compressed chunk as it is made. */
async function* zipped(file: string): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  const drain = function* () {
    if (failure) throw failure;
    yield* ready.splice(0);
  };
  const collection = new ZipDeflate('collection.anki2', { level: 6 });
  zip.add(collection);
  for await (const chunk of createReadStream(file, { highWaterMark: 256 * 1024 })) {
    collection.push(chunk as Buffer);
    yield* drain();
  }
  collection.push(new Uint8Array(0), true);
  // the legacy media list: file number → name; there are no media files
  const media = new ZipPassThrough('media');
  zip.add(media);
  media.push(strToU8('{}'), true);
  zip.end();
  yield* drain();
}

function noteType(deckId: number, seconds: number) {
  return {
    id: ANKI_MODEL_ID,
    name: 'Reeprise',
    type: 0,
    mod: seconds,
    usn: -1,
    sortf: 0,
    did: deckId,
    tmpls: [{ name: 'Card 1', ord: 0, qfmt: '{{Front}}', afmt: BACK_TEMPLATE, bqfmt: '', bafmt: '', did: null, bfont: '', bsize: 0 }],
    flds: ANKI_FIELDS.map((name, ord) => ({ name, ord, sticky: false, rtl: false, font: 'Arial', size: 20, media: [] })),
    css: CSS,
    latexPre: '\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n',
    latexPost: '\\end{document}',
    latexsvg: false,
    // the one card needs the Front field
    req: [[0, 'any', [0]]],
    tags: [],
    vers: [],
  };
}

function deckJson(id: number, name: string, seconds: number) {
  return {
    id,
    name,
    mod: seconds,
    usn: -1,
    desc: '',
    dyn: 0,
    conf: 1,
    collapsed: false,
    browserCollapsed: false,
    extendNew: 0,
    extendRev: 0,
    newToday: [0, 0],
    revToday: [0, 0],
    lrnToday: [0, 0],
    timeToday: [0, 0],
  };
}

function deckOptions() {
  return {
    id: 1,
    name: 'Default',
    mod: 0,
    usn: 0,
    dyn: false,
    maxTaken: 60,
    timer: 0,
    autoplay: true,
    replayq: true,
    new: { bury: false, delays: [1, 10], initialFactor: 2500, ints: [1, 4, 0], order: 1, perDay: 20, separate: true },
    rev: { bury: false, ease4: 1.3, ivlFct: 1, maxIvl: 36500, perDay: 200, hardFactor: 1.2, minSpace: 1, fuzz: 0.05 },
    lapse: { delays: [10], leechAction: 1, leechFails: 8, minInt: 1, mult: 0 },
  };
}

function collectionConfig(deckId: number, count: number) {
  return {
    activeDecks: [deckId],
    curDeck: deckId,
    curModel: ANKI_MODEL_ID,
    newSpread: 0,
    collapseTime: 1200,
    timeLim: 0,
    estTimes: true,
    dueCounts: true,
    nextPos: count + 1,
    sortType: 'noteFld',
    sortBackwards: false,
    addToCur: true,
  };
}
