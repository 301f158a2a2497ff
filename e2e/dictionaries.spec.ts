import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { writeDictd } from '../apps/server/src/modules/dictionaries/dictd.fixtures';
import { expect, logIn, postText, test, textCompleted } from './fixtures';
import { serverCli } from './server-cli';

/** An Italian demo text through the API, waited for until COMPLETE; every one opens with 'Questo è un testo dimostrativo'. */
/** An Italian demo text, written; every one opens with 'Questo è un testo dimostrativo'. */
async function createItalianText(page: Page): Promise<number> {
  const id = await postText(page, 'Il mercato', 'ITALIAN');
  await textCompleted(page, id);
  return id;
}

test('an imported dictd dictionary answers a clicked word and, without an LLM key, becomes its translation', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'reeprise-e2e-dict-'));
  // a learner of its own: the words added here disturb no other spec
  const learner = { username: `dictionary_${Date.now()}`, password: 'dictionary-password-1' };
  serverCli('users', 'create', learner.username, '--password', learner.password);
  writeDictd(
    dir,
    'ita-eng',
    [
      ['testo', 'text'],
      ['dimostrativo', 'demonstrative; showing'],
    ],
    { compress: true },
  );
  expect(serverCli('dictionaries', 'import', path.join(dir, 'ita-eng.index'))).toContain(
    "Imported 'ita-eng'",
  );
  try {
    await logIn(page, learner);
    const id = await createItalianText(page);

    const lookup = await page.request.get('/api/reeprise/dictionary/lookup/?language=ITALIAN&word=Testo');
    expect(await lookup.json()).toMatchObject({
      entries: [{ headword: 'testo', definition: 'testo /pron/\ntext' }],
    });

    await page.goto(`/reeprise/${id}`);
    const words = page.getByRole('group', { name: /choose a word/ });
    await words.getByText('dimostrativo', { exact: true }).first().click();
    const entry = page
      .getByRole('complementary', { name: 'Your words in this text' })
      .getByRole('listitem')
      .filter({ hasText: 'dimostrativo' });
    await expect(entry.getByText('demonstrative; showing', { exact: true })).toBeVisible({ timeout: 15_000 });
    // the mnemonic stays empty, and says so, instead of the demo's sample one
    await expect(entry.getByText('No mnemonic yet')).toBeVisible();
    await expect(entry.getByText(/\(demo\)/)).toHaveCount(0);
  } finally {
    serverCli('dictionaries', 'remove', 'ita-eng');
    rmSync(dir, { recursive: true, force: true });
  }
});
