import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { gradientPng } from './images';

// screenshots for people to look at; SCREENS_DIR keeps them away from a parallel run's clean-up
const SCREENS = process.env.SCREENS_DIR ?? 'test-results/screens';
const PHONE = { width: 390, height: 844 };

/** Puts a user's settings back through the API, whatever the test left behind. */
async function restoreSettings(page: Page) {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const response = await page.request.patch('/api/reeprise/user_settings/', {
    headers: { 'X-CSRFTOKEN': token },
    data: { mother_tongue: 'ENGLISH', show_experimental_features: false, show_welcome_card: true },
  });
  expect(response.ok()).toBe(true);
}

test('settings: German interface at once, profile picture, staff switches, the training form', async ({
  loginAs,
}) => {
  const page = await loginAs('staff');
  try {
    await page.goto('/settings');
    await expect(page.getByText('Hello, staff!')).toBeVisible();
    await expect(page.getByText('The name of the application can be up to 9 characters long')).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/settings.png`, fullPage: true });

    // the profile picture is required, then uploaded
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('This field is required')).toBeVisible();
    await page.getByLabel('Choose a picture').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: gradientPng(),
    });
    await expect(page.getByText('me.png')).toBeVisible();
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('Profile picture saved')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute(
      'src',
      /\/api\/reeprise\/users\/\d+\/profile_pic\/\?v=/,
    );
    const picture = await page.request.get(
      (await page.getByRole('img', { name: 'Your profile picture' }).getAttribute('src'))!,
    );
    expect(picture.ok()).toBe(true);
    expect(picture.headers()['content-type']).toMatch(/^image\//);

    // German, everywhere, at once
    await page.getByLabel('Language', { exact: true }).selectOption('GERMAN');
    await expect(page.getByRole('heading', { name: 'Einstellungen', level: 1 })).toBeVisible();
    await expect(page.getByText('Hallo, staff!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Navigationsmenü öffnen' })).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/settings-de.png`, fullPage: true });

    // staff only: experimental features bring the New Trainer into the navigation
    await page.getByRole('switch', { name: 'Experimentelle Funktionen anzeigen' }).click();
    await expect(page.getByRole('switch', { name: 'Experimentelle Funktionen anzeigen' })).toBeChecked();
    await page.getByRole('button', { name: 'Navigationsmenü öffnen' }).click();
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav.getByText('Statistik')).toBeVisible();
    await nav.getByText('Neuer Trainer').click();

    await expect(page.getByRole('heading', { name: 'Neues Training', level: 1 })).toBeVisible();
    const days = page.getByRole('spinbutton', { name: /Texte der letzten/ });
    await expect(days).toHaveValue('20');
    await days.fill('');
    await page.getByRole('spinbutton', { name: /Gelernte Wörter/ }).fill('7');
    await page.getByRole('button', { name: 'Training starten' }).click();
    await expect(page.getByText('Dieses Feld ist erforderlich')).toBeVisible();
    await expect(
      page.getByText('Muss mindestens so groß sein wie die Zahl der gelernten Wörter'),
    ).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/training-settings-de.png`, fullPage: true });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: `${SCREENS}/training-settings-de-phone.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    await days.fill('10');
    await page.getByRole('spinbutton', { name: /Wörter insgesamt/ }).fill('8');
    await page.getByRole('button', { name: 'Training starten' }).click();
    await expect(page).toHaveURL(
      /\/vocabulary_training_mode\?text_of_last_days=10&maximum_streak=2&known_vocabularies=7&total_vocabularies=8$/,
    );
    await expect(
      page.getByRole('heading', { name: 'Wörter aus deinen Texten der letzten 10 Tage' }),
    ).toBeVisible();
    // staff may have words from other browser tests (a phrase test clicks as staff): cards or the empty note
    await expect(
      page
        .getByText('Gerade gibt es keine Wörter zum Üben')
        .or(page.getByRole('list', { name: 'Karten zum Üben' })),
    ).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/training-mode-empty-de.png`, fullPage: true });

    await page.goto('/statistics');
    await expect(page.getByRole('heading', { name: 'Statistik', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Wörter insgesamt hinzugefügt' })).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/statistics-de.png`, fullPage: true });

    // and back to English, through the page again
    await page.goto('/settings');
    await page.getByRole('switch', { name: 'Experimentelle Funktionen anzeigen' }).click();
    await expect(page.getByRole('switch', { name: 'Experimentelle Funktionen anzeigen' })).not.toBeChecked();
    await page.getByLabel('Sprache', { exact: true }).selectOption('ENGLISH');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: `${SCREENS}/settings-phone.png`, fullPage: true });
  } finally {
    await restoreSettings(page);
  }
});

test('the welcome card switch is kept', async ({ loginAs }) => {
  const page = await loginAs('staff');
  try {
    await page.goto('/settings');
    const welcome = page.getByRole('switch', { name: 'Show welcome card' });
    await expect(welcome).toBeChecked();
    await welcome.click();
    await expect(welcome).not.toBeChecked();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Show welcome card' })).not.toBeChecked();
  } finally {
    await restoreSettings(page);
  }
});
