import type { ExchangeFormat } from '@reeprise/contract';

const SEPARATORS: Record<ExchangeFormat, string> = { csv: ',', tsv: '\t' };

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a leading tab or carriage return) gets a
 * leading apostrophe, as OWASP advises against CSV injection; `parseDelimited` takes it off again, so an
 * export imports back as it was.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One row as a line of the format: RFC 4180 quoting (also for TSV, as spreadsheets read it), CRLF. */
export function formatRow(format: ExchangeFormat, cells: readonly string[]): string {
  const separator = SEPARATORS[format];
  return `${cells
    .map((raw) => {
      const cell = FORMULA_START.test(raw) ? `'${raw}` : raw;
      return cell.includes(separator) || /["\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
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
    row.push(/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);
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
