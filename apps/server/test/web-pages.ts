import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's own web pages with their expected text (fixtures/web-pages/README.md). */
export const WEB_PAGES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/web-pages');

export interface WebPageFixture {
  name: string;
  source: string;
  expectedTitle: string;
  /** Paragraphs separated by a blank line, as the importer stores them. */
  expectedText: string;
}

/** Every fixture folder: source.html, title.txt (one line) and expected.txt. */
export function readWebPages(dir = WEB_PAGES_DIR): WebPageFixture[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const read = (file: string) => readFileSync(path.join(dir, name, file), 'utf8');
      return {
        name,
        source: read('source.html'),
        expectedTitle: read('title.txt').trim(),
        expectedText: read('expected.txt').trim(),
      };
    });
}
