import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { buildEpub } from '../apps/server/src/modules/imported-texts/epub-fixture';
import { csrfHeader, expect, test } from './fixtures';

// Issue 17 §1: learners read their own texts: pasted, a book (EPUB) and a web page. The page server
// below listens on 127.0.0.1, which the e2e server may reach only because playwright.config.ts sets
// IMPORT_ALLOW_PRIVATE_HOSTS (the test setting).

const SCREENS = process.env.SCREENS_DIR ?? 'test-results/screens';
const words = (page: Page) => page.getByRole('group', { name: /choose a word/ });
const panel = (page: Page) => page.getByRole('complementary', { name: 'Your words in this text' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Add your own text' });
const chapters = (page: Page) => page.getByRole('navigation', { name: 'Chapters' });

const ARTICLE =
  '<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Il mercato di Bologna</title></head><body>' +
  '<nav><a href="/">Home</a> <a href="/contatti">Contatti</a></nav><main><article><h1>Il mercato di Bologna</h1>' +
  '<p>Ogni sabato mattina il mercato si riempie di gente. I contadini portano frutta, verdura e formaggi freschi.</p>' +
  '<p>Maria compra sempre le pesche più belle, poi beve un caffè al bar della piazza e legge il giornale.</p>' +
  '</article></main><footer>© 2026 Giornale di quartiere</footer></body></html>';

let pages: Server;
let pageUrl = '';
test.beforeAll(async () => {
  pages = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(ARTICLE);
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  pageUrl = `http://127.0.0.1:${(pages.address() as AddressInfo).port}/mercato`;
});
test.afterAll(async () => {
  await new Promise((resolve) => pages.close(resolve));
});

async function openForm(page: Page) {
  await page.goto('/reeprise');
  await page.getByRole('button', { name: 'Add your own text' }).click();
  await expect(dialog(page)).toBeVisible();
}

/** Submits the form and returns the new text's id from the server's answer. */
async function submit(page: Page): Promise<number> {
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/reeprise/imported_texts/'));
  await dialog(page).getByRole('button', { name: 'Import' }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  await expect(dialog(page)).toBeHidden();
  return ((await response.json()) as { id: number }).id;
}

/**
 * Clicks a word of the reader's text and waits for it to be saved in the panel: without a model and
 * without a dictionary that knows it, with no translation, said so (the demo writer's sample glosses are
 * for its own texts only, issue 35).
 */
async function saveWord(page: Page, word: string) {
  await words(page).getByText(word, { exact: true }).first().click();
  const entry = panel(page).getByRole('listitem').filter({ hasText: word });
  await expect(entry.getByText(/^No translation yet/)).toBeVisible({ timeout: 15_000 });
  await expect(entry.getByText(/\(demo\)/)).toHaveCount(0);
}

test('import a pasted text: the language is suggested, the card says Imported, its words can be saved', async ({ loginAs }) => {
  test.setTimeout(60_000);
  const page = await loginAs('learner');
  await openForm(page);
  const title = `Mon texte ${Date.now()}`;
  await dialog(page).getByLabel('Your text').fill(
    'Le chat de Marie dort sur le canapé tout l’après-midi.\n\nLe soir, il sort dans le jardin et regarde la lune.',
  );
  await expect(dialog(page).getByText('21 words · 1 chapter')).toBeVisible();
  await expect(dialog(page).getByLabel(/Language of the text/)).toHaveValue('FRENCH');
  await dialog(page).getByLabel('Title').fill(title);
  await dialog(page).screenshot({ path: `${SCREENS}/import-form-paste.png` });
  const id = await submit(page);

  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('Imported')).toBeVisible();
  await card.screenshot({ path: `${SCREENS}/import-card.png` });

  await page.goto(`/reeprise/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Imported', { exact: true })).toBeVisible();
  await expect(words(page)).toHaveAttribute('lang', 'fr');
  await saveWord(page, 'chat');
  // an imported text gets no new chapters from the model
  await expect(panel(page).getByRole('button', { name: 'generate new text' })).toHaveCount(0);
});

test('import an EPUB book: its title, chapters the reader walks, a word saved in chapter 1', async ({ loginAs }) => {
  test.setTimeout(60_000);
  const page = await loginAs('learner');
  const sentence = 'El perro de Lucía corre por el parque cada mañana y los niños lo miran con alegría. ';
  const title = `El libro ${Date.now()}`;
  const book = buildEpub({
    title,
    language: 'es',
    chapters: Array.from({ length: 3 }, (_, i) => ({
      heading: `Capítulo ${i + 1}`,
      paragraphs: Array.from({ length: 8 }, () => sentence.repeat(5)),
    })),
  });
  await openForm(page);
  await dialog(page).getByRole('tab', { name: 'File' }).click();
  await dialog(page).locator('input[type="file"]').setInputFiles({ name: 'libro.epub', mimeType: 'application/epub+zip', buffer: book });
  await expect(dialog(page).getByText('Chosen: libro.epub')).toBeVisible();
  await expect(dialog(page).getByLabel(/Language of the text/)).toHaveValue('SPANISH');
  await expect(dialog(page).getByLabel('Title')).toHaveAttribute('placeholder', title);
  await expect(dialog(page).getByText(/words · [2-9] chapters/)).toBeVisible();
  await dialog(page).screenshot({ path: `${SCREENS}/import-form-epub.png` });
  const id = await submit(page);

  await expect(page.getByRole('article', { name: title }).getByText('Imported')).toBeVisible();
  await page.goto(`/reeprise/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(words(page)).toContainText('Capítulo 1');
  await chapters(page).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(new RegExp(`/reeprise/${id}\\?chapter=1$`));
  await expect(words(page)).toContainText('El perro de Lucía');
  await saveWord(page, 'perro');
});

test('import a web page: the article without its menu, the page named as the source', async ({ loginAs }) => {
  test.setTimeout(60_000);
  const page = await loginAs('learner');
  await openForm(page);
  await dialog(page).getByRole('tab', { name: 'Web address' }).click();
  await dialog(page).getByLabel('Web address of the page').fill(pageUrl);
  await dialog(page).getByLabel('Web address of the page').blur();
  await expect(dialog(page).getByLabel(/Language of the text/)).toHaveValue('ITALIAN');
  await expect(dialog(page).getByLabel('Title')).toHaveAttribute('placeholder', 'Il mercato di Bologna');
  await dialog(page).screenshot({ path: `${SCREENS}/import-form-url.png` });
  const id = await submit(page);

  await page.goto(`/reeprise/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Il mercato di Bologna' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Source: 127.0.0.1' })).toHaveAttribute('href', pageUrl);
  await expect(words(page)).toContainText('Ogni sabato mattina');
  await expect(words(page)).not.toContainText('Contatti');
  await saveWord(page, 'mercato');
  await page.screenshot({ path: `${SCREENS}/import-reader-url.png` });
});

test('the form in German', async ({ loginAs }) => {
  const page = await loginAs('learner');
  const speak = async (language: 'ENGLISH' | 'GERMAN') => {
    const response = await page.request.patch('/api/reeprise/user_settings/', {
      headers: await csrfHeader(page),
      data: { mother_tongue: language },
    });
    expect(response.status()).toBe(200);
  };
  await speak('GERMAN');
  try {
    await page.goto('/reeprise');
    await page.getByRole('button', { name: 'Eigenen Text hinzufügen' }).click();
    const form = page.getByRole('dialog', { name: 'Eigenen Text hinzufügen' });
    await form.getByRole('tab', { name: 'Webadresse' }).click();
    await form.getByLabel('Webadresse der Seite').fill(pageUrl);
    await form.getByLabel('Webadresse der Seite').blur();
    await expect(form.getByText('36 Wörter · 1 Kapitel')).toBeVisible();
    await expect(form.getByText('Vorschlag aus dem Text:', { exact: false })).toBeVisible();
    await form.screenshot({ path: `${SCREENS}/import-form-de.png` });
    // imported, the page reads in German as in English: the article, its source, no menu
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/reeprise/imported_texts/'));
    await form.getByRole('button', { name: 'Importieren' }).click();
    const created = await answer;
    expect(created.status()).toBe(201);
    await expect(form).toBeHidden();
    await page.goto(`/reeprise/${((await created.json()) as { id: number }).id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Il mercato di Bologna' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Quelle: 127.0.0.1' })).toHaveAttribute('href', pageUrl);
    const text = page.getByRole('group', { name: /Wähle ein Wort/ });
    await expect(text).toContainText('Ogni sabato mattina');
    await expect(text).not.toContainText('Contatti');
    await page.screenshot({ path: `${SCREENS}/import-reader-url-de.png` });
  } finally {
    await speak('ENGLISH');
  }
});
