import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { writeDictd } from '../apps/server/src/modules/dictionaries/dictd.fixtures';
import { csrfHeader, expect, logIn, postText, test, textCompleted } from './fixtures';
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

// screenshots for people to look at; SCREENS_DIR keeps them away from a parallel run's clean-up
const SCREENS = process.env.SCREENS_DIR ?? 'test-results/screens';
/** Inflected forms of the Italian demo sentences, and the base forms only Hunspell's stems lead to. */
const INFLECTED: Array<[form: string, base: string, senses: string]> = [
  ['parlano', 'parlare', 'to speak; to talk'],
  ['decidono', 'decidere', 'to decide'],
  ['ridono', 'ridere', 'to laugh'],
  ['sorride', 'sorridere', 'to smile'],
  ['splende', 'splendere', 'to shine'],
  ['accendono', 'accendere', 'to light; to switch on'],
];

test('a clicked inflected form finds its base form’s entry and is saved under it, in English and German (issue 35)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'reeprise-e2e-dict-'));
  const learner = { username: `base_forms_${Date.now()}`, password: 'dictionary-password-1' };
  serverCli('users', 'create', learner.username, '--password', learner.password);
  // Debian's name for it: the languages come from the name, no --from needed
  writeDictd(
    dir,
    'freedict-ita-eng',
    INFLECTED.map(([, base, senses]): [string, string] => [base, senses]),
    {
      compress: true,
    },
  );
  expect(serverCli('dictionaries', 'import', path.join(dir, 'freedict-ita-eng.index'))).toContain(
    'ITALIAN → ENGLISH',
  );
  try {
    await logIn(page, learner);
    const id = await createItalianText(page);
    const text = (await (await page.request.get(`/api/reeprise/generated_texts/${id}/`)).json()) as {
      chatgpt_output: string;
    };
    const output = text.chatgpt_output;
    // the demo writer picks some of its sentences: the forms this text has
    const present = INFLECTED.filter(([form]) => new RegExp(`\\b${form}\\b`).test(output));
    expect(present.length).toBeGreaterThanOrEqual(2);
    const [first, second] = present as [(typeof INFLECTED)[number], (typeof INFLECTED)[number]];

    const lookup = await page.request.get(
      `/api/reeprise/dictionary/lookup/?language=ITALIAN&word=${first[0]}`,
    );
    expect(await lookup.json()).toMatchObject({
      entries: [{ headword: first[1], matched_form: first[1], translates_into: 'ENGLISH' }],
    });

    const panel = page.getByRole('complementary', { name: 'Your words in this text' });
    await page.goto(`/reeprise/${id}`);
    await page
      .getByRole('group', { name: /choose a word/ })
      .getByText(first[0], { exact: true })
      .first()
      .click();
    const entry = panel.getByRole('listitem').filter({ hasText: first[1] });
    await expect(entry.getByText(first[2], { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(entry.getByText(`${first[0]} → base form`)).toBeVisible();
    await panel.screenshot({ path: `${SCREENS}/word-panel-base-form-en.png` });

    // a German-speaking learner with only Italian→English installed: the English entry, marked
    const settings = await page.request.patch('/api/reeprise/user_settings/', {
      headers: await csrfHeader(page),
      data: { mother_tongue: 'GERMAN' },
    });
    expect(settings.status()).toBe(200);
    await page.reload();
    const panelDe = page.getByRole('complementary', { name: 'Deine Wörter in diesem Text' });
    await page.getByRole('group', { name: /Wort/ }).getByText(second[0], { exact: true }).first().click();
    const entryDe = panelDe.getByRole('listitem').filter({ hasText: second[1] });
    await expect(entryDe.getByText(`EN: ${second[2]}`, { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(entryDe.getByText(`${second[0]} → Grundform`)).toBeVisible();
    await panelDe.screenshot({ path: `${SCREENS}/word-panel-base-form-de.png` });
  } finally {
    serverCli('dictionaries', 'remove', 'freedict-ita-eng');
    rmSync(dir, { recursive: true, force: true });
  }
});
