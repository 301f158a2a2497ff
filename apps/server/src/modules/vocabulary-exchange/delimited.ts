import type { ExchangeFormat } from '@reeprise/contract';

const SEPARATORS: Record<ExchangeFormat, string> = { csv: ',', tsv: '\t' };

/**
 * Where a spreadsheet may start a cell: the cell's start, and every place after a character some
 * spreadsheet splits cells or rows on, whatever this file's own separator is (`;` in German Excel and
 * LibreOffice, a tab, a comma, a line break). A reader that ignores quotes sees a cell start there.
 */
const CELL_STARTS = /(?<=[,;\t\r\n])/;
/** What a spreadsheet runs as a formula at a cell's start (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** The apostrophe `guardFormulas` wrote before a formula's start. */
const GUARDED_START = /^'[=+\-@\t\r]/;

/**
 * Every place a spreadsheet could start a cell gets a leading apostrophe when a formula would start there
 * (=, +, -, @, a tab or a carriage return), as OWASP advises against CSV injection: `a;=HYPERLINK(…)`
 * becomes `a;'=HYPERLINK(…)`. `unguardFormulas` takes them off again, so an export imports back as it was.
 */
export function guardFormulas(cell: string): string {
  return cell
    .split(CELL_STARTS)
    .map((part) => (FORMULA_START.test(part) ? `'${part}` : part))
    .join('');
}

/** The cell as it was before `guardFormulas`. */
export function unguardFormulas(cell: string): string {
  return cell
    .split(CELL_STARTS)
    .map((part) => (GUARDED_START.test(part) ? part.slice(1) : part))
    .join('');
}

/**
 * One row as a line of the format: RFC 4180 quoting (also for TSV, as spreadsheets read it), CRLF. A cell
 * holding any spreadsheet's separator is quoted, not only one holding this format's: a spreadsheet that
 * splits on `;` keeps a quoted cell whole.
 */
export function formatRow(format: ExchangeFormat, cells: readonly string[]): string {
  const separator = SEPARATORS[format];
  return `${cells
    .map((raw) => {
      const cell = guardFormulas(raw);
      return /[,;\t"\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
    })
    .join(separator)}\r\n`;
}

export class DelimitedError extends Error {}

/** CSV or TSV: whichever separator the header line holds more of (a tab-less header is CSV). */
export function detectFormat(content: string): ExchangeFormat {
  const header = content.slice(0, content.search(/\r?\n|$/));
  const tabs = header.split('\t').length;
  const commas = header.split(',').length;
  return tabs > 1 && tabs >= commas ? 'tsv' : 'csv';
}

/**
 * The rows of a CSV or TSV text (RFC 4180: quoted cells may hold separators, quotes as "" and line
 * breaks); a byte order mark and blank lines are dropped. An unclosed quote is a DelimitedError, and so
 * is a file of more than `maxRows` rows (it stops reading there).
 */
export function parseDelimited(content: string, format: ExchangeFormat, maxRows: number): string[][] {
  const separator = SEPARATORS[format];
  const text = content.startsWith('\uFEFF') ? content.slice(1) : content;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  const endCell = () => {
    row.push(unguardFormulas(cell));
    cell = '';
  };
  const endRow = () => {
    endCell();
    if (row.length > 1 || row[0] !== '') {
      if (rows.length >= maxRows) throw new DelimitedError('too_many_rows');
      rows.push(row);
    }
    row = [];
  };
  while (i < text.length) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else cell += c;
      i += 1;
    } else if (c === '"' && cell === '') {
      quoted = true;
      i += 1;
    } else if (c === separator) {
      endCell();
      i += 1;
    } else if (c === '\r' || c === '\n') {
      endRow();
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
    } else {
      cell += c;
      i += 1;
    }
  }
  if (quoted) throw new DelimitedError('unclosed_quote');
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}
