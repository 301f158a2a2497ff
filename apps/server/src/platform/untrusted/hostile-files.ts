import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Zip, ZipDeflate, strToU8, zipSync } from 'fflate';

/**
 * The hostile uploads of issue 33, built small in memory: tests and `npm run bench -- hostile-files`
 * send them. None of this is imported by the server itself.
 */

const LEGACY_TABLES = `
  CREATE TABLE col (id integer PRIMARY KEY, crt integer NOT NULL, mod integer NOT NULL, scm integer NOT NULL,
    ver integer NOT NULL, dty integer NOT NULL, usn integer NOT NULL, ls integer NOT NULL, conf text NOT NULL,
    models text NOT NULL, decks text NOT NULL, dconf text NOT NULL, tags text NOT NULL);
  CREATE TABLE notes (id integer PRIMARY KEY, guid text NOT NULL, mid integer NOT NULL, mod integer NOT NULL,
    usn integer NOT NULL, tags text NOT NULL, flds text NOT NULL, sfld integer NOT NULL, csum integer NOT NULL,
    flags integer NOT NULL, data text NOT NULL);
  INSERT INTO col VALUES (1, 0, 0, 0, 18, 0, 0, 0, '{}', '{}', '{}', '{}', '{}');
  INSERT INTO notes VALUES (1, 'g1', 1, 0, 0, '', 'casa' || char(31) || 'house', '', 0, 0, '');
  CREATE TABLE notetypes (id integer PRIMARY KEY, name text NOT NULL);
  INSERT INTO notetypes VALUES (1, 'Basic');
`;

/** A SQLite collection made by `sql` after the schema-18 tables (col, notes, notetypes), as bytes. */
function collectionWith(sql: string): Uint8Array {
  const directory = mkdtempSync(join(tmpdir(), 'reeprise-hostile-'));
  try {
    const file = join(directory, 'collection.anki2');
    const db = new BetterSqlite3(file);
    db.exec(LEGACY_TABLES + sql);
    db.close();
    return readFileSync(file);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

const apkg = (collection: Uint8Array) => Buffer.from(zipSync({ 'collection.anki2': collection }));

/** Item 1: `fields` is a view whose recursive CTE counts to `iterations` before it yields one row. */
export function recursiveViewPackage(iterations = 100_000_000): Buffer {
  return apkg(
    collectionWith(`
      CREATE VIEW fields AS WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < ${iterations})
        SELECT 1 AS ntid, 0 AS ord, 'Front' AS name FROM c WHERE x = ${iterations};
    `),
  );
}

/** Item 1, second variant: `fields` is a view yielding `rows` rows of `width` characters each. */
export function wideRowsViewPackage(rows = 300_000, width = 4000): Buffer {
  return apkg(
    collectionWith(`
      CREATE VIEW fields AS WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < ${rows})
        SELECT 1 AS ntid, x AS ord, printf('%.*c', ${width}, 'x') AS name FROM c;
    `),
  );
}

/**
 * Item 4: a package whose collection inflates to `megabytes` of zeros (0.4 MB of deflate for 390 MB),
 * built in pieces so building it holds no more than one piece.
 */
export function zipBombPackage(megabytes = 390): Buffer {
  const parts: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    parts.push(chunk);
  });
  const entry = new ZipDeflate('collection.anki2', { level: 9 });
  zip.add(entry);
  const piece = new Uint8Array(1024 * 1024);
  // a SQLite header first, so the bytes look like a collection until they are read
  piece.set(strToU8('SQLite format 3\0'));
  for (let i = 0; i < megabytes; i += 1) entry.push(i === 0 ? piece : new Uint8Array(piece.length), i === megabytes - 1);
  zip.end();
  return Buffer.concat(parts);
}

/** Item 2: an EPUB whose spine lists one chapter of `words` words `repeats` times. */
export function repeatedSpineEpub(words = 36_000, repeats = 600): Buffer {
  const paragraph = Array.from({ length: 100 }, (_, i) => `palabra${i % 10}`).join(' ');
  const chapter = `<?xml version="1.0" encoding="utf-8"?><html xmlns="http://www.w3.org/1999/xhtml"><body>${Array.from(
    { length: Math.ceil(words / 100) },
    () => `<p>${paragraph}</p>`,
  ).join('')}</body></html>`;
  return epubOf([['one.xhtml', chapter]], Array.from({ length: repeats }, () => 'c0'));
}

/** An EPUB of the given documents (c0, c1, … in the manifest) read in the order `spine` lists their ids. */
export function epubOf(documents: Array<[string, string | Uint8Array]>, spine: string[]): Buffer {
  const manifest = documents.map(([name], i) => `<item id="c${i}" href="${name}" media-type="application/xhtml+xml"/>`).join('');
  const files: Record<string, Uint8Array | [Uint8Array, { level: 0 }]> = {
    mimetype: [strToU8('application/epub+zip'), { level: 0 }],
    'META-INF/container.xml': strToU8(
      '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">' +
        '<rootfiles><rootfile full-path="content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>',
    ),
    'content.opf': strToU8(
      '<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0"><metadata ' +
        'xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Hostile</dc:title><dc:language>es</dc:language></metadata>' +
        `<manifest>${manifest}</manifest><spine>${spine.map((id) => `<itemref idref="${id}"/>`).join('')}</spine></package>`,
    ),
  };
  for (const [name, content] of documents) files[name] = typeof content === 'string' ? strToU8(content) : content;
  return Buffer.from(zipSync(files));
}

/** Item 2: an HTML page of about `megabytes` of plain paragraphs. */
export function largeHtml(megabytes = 9.5): Buffer {
  const paragraph = `<p>${'El viajero camina por la ciudad antigua y mira las casas de colores. '.repeat(4)}</p>\n`;
  return Buffer.from(`<!doctype html><html><head><title>Large</title></head><body>${paragraph.repeat(Math.floor((megabytes * 1024 * 1024) / paragraph.length))}</body></html>`);
}

/** Item 6: `depth` nested <div>s around one sentence. */
export function nestedDivsHtml(depth = 200_000): Buffer {
  return Buffer.from(`<!doctype html><html><body>${'<div>'.repeat(depth)}Hola${'</div>'.repeat(depth)}</body></html>`);
}

/** A page of `elements` empty elements: few words for the word count to stop, a huge tree to build. */
export function heavyMarkupHtml(elements = 1_400_000): Buffer {
  return Buffer.from(`<!doctype html><html><body><p>Hola.</p>${'<b></b>'.repeat(elements)}</body></html>`);
}

/** A CSV of `rows` rows (the import's limit is 20,000 rows and 4,000,000 characters). */
export function bigCsv(rows = 19_999, cellLength = 90): string {
  const cell = 'x'.repeat(cellLength);
  return `word,translation\n${Array.from({ length: rows }, (_, i) => `w${i}${cell},${cell}`).join('\n')}\n`;
}
