import type { Page } from '@playwright/test';
import { buildEpub } from '../apps/server/src/modules/imported-texts/epub-fixture';
import { csrfHeader, expect, test } from './fixtures';

// Issue 35 §2: a book keeps its chapters. An EPUB whose contents page comes first in its spine, with
// three chapters, one of them too long for one reading: the reader lists them by the book's titles, the
// long one in parts, shows the headings as headings, and never shows the contents page as text.

const SCREENS = process.env.SCREENS_DIR ?? 'test-results/screens';
const words = (page: Page) => page.getByRole('group', { name: /choose a word/ });
const chapterNav = (page: Page) => page.getByRole('navigation', { name: /^(Chapters|Kapitel)$/ });

const sentence = 'El perro de Lucía corre por el parque cada mañana y los niños lo miran con alegría. ';
const paragraphs = (count: number) => Array.from({ length: count }, () => sentence.repeat(5));

async function importBook(page: Page, title: string): Promise<number> {
  const book = buildEpub({
    title,
    language: 'es',
    chapters: [
      { heading: 'La llegada', paragraphs: paragraphs(4) },
      { heading: 'El parque', paragraphs: paragraphs(22) },
      { heading: 'La despedida', paragraphs: paragraphs(3) },
    ],
  });
  const response = await page.request.post('/api/reeprise/imported_texts/', {
    headers: await csrfHeader(page),
    multipart: {
      language: 'SPANISH',
      file: { name: 'libro.epub', mimeType: 'application/epub+zip', buffer: book },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test('a book keeps its chapters: listed by title, a long one in parts, headings as headings', async ({
  loginAs,
}) => {
  test.setTimeout(60_000);
  const page = await loginAs('learner');
  const title = `Un libro ${Date.now()}`;
  const id = await importBook(page, title);

  await page.goto(`/reeprise/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // the contents page ("Índice") is not the text; the first chapter opens with its heading
  await expect(words(page).getByRole('heading', { level: 2, name: /La llegada/ })).toBeVisible();
  await expect(words(page)).not.toContainText('Índice');
  await expect(words(page)).not.toContainText('#');
  await expect(chapterNav(page).getByText('La llegada', { exact: true })).toBeVisible();

  await page.getByText(/^Contents/).click();
  const list = page.getByRole('listitem');
  await expect(list).toHaveText([
    'La llegada',
    'El parque · Part 1 of 2',
    'El parque · Part 2 of 2',
    'La despedida',
  ]);
  await page.screenshot({ path: `${SCREENS}/book-chapters-en.png`, fullPage: true });

  // the keyboard reaches the list and follows a chapter's link
  await page.getByRole('link', { name: 'El parque · Part 2 of 2' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/reeprise/${id}\\?chapter=2$`));
  await expect(chapterNav(page).getByText('El parque · Part 2 of 2')).toBeVisible();
  await expect(words(page).getByRole('heading')).toHaveCount(0);
});

test('a book’s chapter list in German', async ({ loginAs }) => {
  test.setTimeout(60_000);
  const page = await loginAs('learner');
  const id = await importBook(page, `Ein Buch ${Date.now()}`);
  const speak = async (language: 'ENGLISH' | 'GERMAN') => {
    const response = await page.request.patch('/api/reeprise/user_settings/', {
      headers: await csrfHeader(page),
      data: { mother_tongue: language },
    });
    expect(response.status()).toBe(200);
  };
  await speak('GERMAN');
  try {
    await page.goto(`/reeprise/${id}?chapter=1`);
    await expect(chapterNav(page).getByText('El parque · Teil 1 von 2')).toBeVisible();
    await page.getByText(/^Inhalt/).click();
    await expect(page.getByRole('link', { name: 'El parque · Teil 2 von 2' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'El parque · Teil 1 von 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.screenshot({ path: `${SCREENS}/book-chapters-de.png`, fullPage: true });
  } finally {
    await speak('ENGLISH');
  }
});
