import {
  TRAINER_TOGGLES_STORAGE_KEY,
  type ExportCounts,
  type Page,
  type Vocabulary,
} from '@reeprise/contract';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { buildWhoami } from '@/testing/data';
import { FakeServer } from '@/testing/fake-server';
import { renderRoute } from '@/testing/render-route';

configure({ asyncUtilTimeout: 10_000 });

const EMPTY: Page<Vocabulary> = { results: [], next: null, previous: null };
const COUNTS: ExportCounts = {
  total: 63,
  languages: [
    { language: 'FRENCH', count: 16 },
    { language: 'SPANISH', count: 47 },
  ],
};

function open(language: string, motherTongue: 'ENGLISH' | 'GERMAN' = 'ENGLISH') {
  localStorage.setItem(TRAINER_TOGGLES_STORAGE_KEY, JSON.stringify({ language }));
  const server = new FakeServer()
    .addUser(buildWhoami(), { loggedIn: true, settings: { mother_tongue: motherTongue } })
    .on('GET', '/api/reeprise/vocabulary/', () => ({ status: 200, body: EMPTY }))
    .on('GET', '/api/reeprise/vocabulary/export/counts/', () => ({ status: 200, body: COUNTS }));
  return renderRoute('/vocabulary_trainer', { server });
}

const hrefOf = (menu: HTMLElement, name: string) =>
  new URL(within(menu).getByRole('menuitem', { name }).getAttribute('href')!, 'http://localhost');

// issue 35: 47 Spanish words were exported, 16 French ones left out without a word
describe('the export menu says what the file holds', { timeout: 30_000 }, () => {
  test('the list’s language with its count, or all languages one choice away', async () => {
    const { user } = open('SPANISH');
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    const menu = await screen.findByRole('menu');
    const spanish = await within(menu).findByRole('menuitemradio', { name: '47 Spanish words' });
    const all = within(menu).getByRole('menuitemradio', { name: 'All languages: 63 words' });
    expect(spanish).toHaveAttribute('aria-checked', 'true');
    expect(all).toHaveAttribute('aria-checked', 'false');
    expect(hrefOf(menu, 'CSV file (spreadsheets)').searchParams.get('language')).toBe('SPANISH');

    await user.click(all);
    expect(all).toHaveAttribute('aria-checked', 'true');
    expect(spanish).toHaveAttribute('aria-checked', 'false');
    const csv = hrefOf(menu, 'CSV file (spreadsheets)');
    expect(csv.pathname).toBe('/api/reeprise/vocabulary/export/');
    expect(csv.searchParams.has('language')).toBe(false);
    expect(hrefOf(menu, 'Anki deck (.apkg)').searchParams.get('format')).toBe('apkg');
  });

  test('without a language filter it says all languages; in German too', async () => {
    const { user } = open('', 'GERMAN');
    await user.click(await screen.findByRole('button', { name: 'Exportieren' }));
    const menu = await screen.findByRole('menu');
    const all = await within(menu).findByRole('menuitemradio', { name: 'Alle Sprachen: 63 Wörter' });
    expect(all).toHaveAttribute('aria-checked', 'true');
    expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(1);
  });
});
