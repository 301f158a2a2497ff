import type { Page } from '@playwright/test';
import { csrfHeader, expect, test } from './fixtures';
import { gradientPng } from './images';

// what a new user meets (issue 14): screenshots for people to look at, in both languages and two widths
const SCREENS = process.env.SCREENS_DIR ?? 'test-results/screens';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const SETTINGS = '/api/reeprise/user_settings/';

async function patchSettings(page: Page, data: Record<string, unknown>) {
  const response = await page.request.patch(SETTINGS, { headers: await csrfHeader(page), data });
  expect(response.ok()).toBe(true);
}

/** A Spanish text written by the demo writer, waited for until COMPLETE; returns its id and output. */
async function completeSpanishText(page: Page, topic: string): Promise<{ id: number; output: string }> {
  const created = await page.request.post('/api/reeprise/generated_texts/', {
    headers: await csrfHeader(page),
    multipart: {
      text_type: 'STORY',
      language: 'SPANISH',
      level: 'A2',
      word_number: '100',
      topic,
      main_character: '',
      publicly_visible: 'false',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  let text = { status: 'PENDING', chatgpt_output: '' };
  await expect
    .poll(
      async () => {
        text = (await (await page.request.get(`/api/reeprise/generated_texts/${id}/`)).json()) as typeof text;
        return text.status;
      },
      { timeout: 20_000 },
    )
    .toBe('COMPLETE');
  return { id, output: text.chatgpt_output };
}

/** Screenshots of the current page at desktop and phone width. */
async function shoot(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: `${SCREENS}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SCREENS}/${name}-phone.png`, fullPage: true });
  await page.setViewportSize(DESKTOP);
}

test('landing: JOIN NOW takes the visitor to the early-access box with the e-mail field focused', async ({
  page,
}) => {
  await page.goto('/reeprise');
  await page.getByRole('link', { name: 'Join now' }).last().click();
  const email = page.getByRole('textbox', { name: 'E-mail address' });
  await expect(email).toBeFocused();
  await expect(email).toBeInViewport();
  await page.screenshot({ path: `${SCREENS}/landing-join-en.png` });
  await page.setViewportSize(PHONE);
  await page.goto('/reeprise');
  await page.getByRole('link', { name: 'Join now' }).first().click();
  await expect(email).toBeFocused();
  await expect(email).toBeInViewport();
  await page.screenshot({ path: `${SCREENS}/landing-join-en-phone.png` });
});

test('landing in German: the JOIN NOW buttons lead to the early-access box too', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE', viewport: PHONE });
  const page = await context.newPage();
  try {
    await page.goto('/reeprise');
    await page.getByRole('link', { name: 'Jetzt beitreten' }).first().click();
    const email = page.getByRole('textbox', { name: 'E-Mail-Adresse' });
    await expect(email).toBeFocused();
    // the smooth scroll has ended when the field is in view
    await expect(email).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: `${SCREENS}/landing-join-de-phone.png` });
    await expect(page.getByText('Español (Spanisch)')).toBeVisible();
  } finally {
    await context.close();
  }
});

test('vocabulary: after saving Spanish words the page starts at Spanish; an empty filter offers to clear it', async ({
  loginAs,
}) => {
  const page = await loginAs('learner');
  const { id, output } = await completeSpanishText(page, `Mercado ${Date.now()}`);
  const word = /\p{L}+/u.exec(output)!;
  const added = await page.request.post(`/api/reeprise/generated_texts/${id}/add_vocabulary/`, {
    headers: await csrfHeader(page),
    data: { word_start_index: word.index, word_end_index: word.index + word[0].length },
  });
  expect(added.ok()).toBe(true);

  // a new browser: nothing chosen yet in local storage
  await page.evaluate(() => localStorage.clear());
  await page.goto('/vocabulary_trainer');
  const filter = page.getByRole('combobox', { name: 'Word language' });
  await expect(filter).toHaveValue('SPANISH');
  await expect(filter.locator('option:checked')).toHaveText('Español (Spanish)');
  await expect(
    page.getByRole('list', { name: 'Your vocabulary' }).getByRole('listitem').first(),
  ).toBeVisible();
  await shoot(page, 'vocabulary-spanish-en');

  // Russian: no browser test saves Russian words for this learner (others save Italian ones)
  await filter.selectOption('RUSSIAN');
  await expect(page.getByText('No words in Русский (Russian)')).toBeVisible();
  await shoot(page, 'vocabulary-filter-empty-en');
  await page.getByRole('button', { name: 'Show all languages' }).click();
  await expect(filter).toHaveValue('');
  await expect(page.getByRole('list', { name: 'Your vocabulary' })).toBeVisible();

  await patchSettings(page, { mother_tongue: 'GERMAN' });
  try {
    await filter.selectOption('RUSSIAN');
    await page.reload();
    await expect(page.getByText('Keine Wörter auf Русский (Russisch)')).toBeVisible();
    await shoot(page, 'vocabulary-filter-empty-de');
  } finally {
    await patchSettings(page, { mother_tongue: 'ENGLISH' });
    await page.evaluate(() => localStorage.clear());
  }
});

test('settings: the application name names the app in the top bar for that learner', async ({ loginAs }) => {
  const page = await loginAs('learner');
  try {
    await page.goto('/settings');
    const field = page.getByRole('textbox', { name: 'Application name' });
    await field.fill('TenLetters');
    await expect(page.getByText('Use at most 9 characters')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save name' })).toBeDisabled();
    await field.fill('Lernfix');
    await page.getByRole('button', { name: 'Save name' }).click();
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Lernfix' })).toBeVisible();
    await shoot(page, 'settings-app-name-en');

    // the name is the learner's, kept on the server: a reload keeps it
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Lernfix' })).toBeVisible();
    await patchSettings(page, { mother_tongue: 'GERMAN' });
    await page.reload();
    await expect(page.getByText('In deiner Kopfleiste steht „Lernfix“.')).toBeVisible();
    await shoot(page, 'settings-app-name-de');
  } finally {
    await patchSettings(page, { mother_tongue: 'ENGLISH', app_name: null });
  }
});

test('text list: the most-read texts, and the create form checks a picture and the topic at once', async ({
  loginAs,
}) => {
  const page = await loginAs('learner');
  const topic = `Leído ${Date.now()}`;
  const { id } = await completeSpanishText(page, topic);
  const counted = await page.request.post(`/api/reeprise/generated_texts/${id}/increment_view_counter/`, {
    headers: await csrfHeader(page),
  });
  expect(counted.ok()).toBe(true);

  await page.goto('/reeprise');
  const shelf = page.getByRole('region', { name: 'Most read' });
  await expect(shelf.getByRole('link', { name: new RegExp(topic) })).toBeVisible();
  await expect(shelf.getByText(/\d+ views?$/).first()).toBeVisible();
  await shoot(page, 'text-list-most-read-en');

  // the create form checks a picture when it is chosen: a text file is refused, with no preview
  const form = page.getByRole('form', { name: 'Create a text' });
  await form
    .getByLabel('Upload a picture')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(form.getByText('Choose an image file')).toBeVisible();
  await expect(form.getByRole('img', { name: 'The chosen picture' })).toHaveCount(0);
  await form.getByLabel('Topic').fill('x'.repeat(201));
  await expect(form.getByText('201/200')).toBeVisible();
  await expect(form.getByText('Use at most 200 characters')).toBeVisible();
  await shoot(page, 'create-form-checks-en');

  await patchSettings(page, { mother_tongue: 'GERMAN' });
  try {
    await page.reload();
    await expect(page.getByRole('region', { name: 'Meistgelesen' })).toBeVisible();
    await shoot(page, 'text-list-most-read-de');
  } finally {
    await patchSettings(page, { mother_tongue: 'ENGLISH' });
  }
});

test('a text made from a picture shows it on its card and in the reader', async ({ loginAs }) => {
  const page = await loginAs('learner');
  const topic = `Puerto ${Date.now()}`;
  const created = await page.request.post('/api/reeprise/generated_texts/', {
    headers: await csrfHeader(page),
    multipart: {
      text_type: 'STORY',
      language: 'SPANISH',
      level: 'A1',
      word_number: '100',
      topic,
      main_character: '',
      publicly_visible: 'false',
      image: { name: 'harbour.png', mimeType: 'image/png', buffer: gradientPng(96) },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await page.goto('/reeprise');
  const card = page.getByRole('article').filter({ hasText: topic });
  const onCard = card.getByRole('img', { name: `The picture “${topic}” was written from` });
  await expect(onCard).toBeVisible();
  expect(await onCard.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await shoot(page, 'text-card-picture-en');

  await page.goto(`/reeprise/${id}`);
  const inReader = page.getByRole('img', { name: 'The picture this text was written from' });
  await expect(inReader).toBeVisible();
  expect(await inReader.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await shoot(page, 'reader-picture-en');
  await patchSettings(page, { mother_tongue: 'GERMAN' });
  try {
    await page.reload();
    await expect(page.getByRole('img', { name: 'Das Bild, aus dem dieser Text entstand' })).toBeVisible();
    await shoot(page, 'reader-picture-de');
  } finally {
    await patchSettings(page, { mother_tongue: 'ENGLISH' });
  }
});

test('barks map without the permission names it, and tells staff where to grant it', async ({ loginAs }) => {
  const page = await loginAs('staff');
  await page.goto('/bark_classic');
  await expect(page.getByRole('heading', { name: 'Permission needed' })).toBeVisible();
  await expect(page.getByText('npm run users -- grant staff barks.view_bark')).toBeVisible();
  await expect(page.getByText('Ouch!')).toHaveCount(0);
  await shoot(page, 'permission-needed-en');
  await patchSettings(page, { mother_tongue: 'GERMAN' });
  try {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Berechtigung nötig' })).toBeVisible();
    await shoot(page, 'permission-needed-de');
  } finally {
    await patchSettings(page, { mother_tongue: 'ENGLISH' });
  }
});
