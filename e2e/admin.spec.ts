import type { Page } from '@playwright/test';
import { csrfHeader, expect, postText, test } from './fixtures';

// screenshots for people to look at; SCREENS_DIR keeps them away from a parallel run's clean-up
const SCREENS = process.env.SCREENS_DIR ?? 'test-results/screens';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

type Text = { id: number; status: string; publicly_visible: boolean };

/** The page on a desktop and on a 390 px phone. */
async function shoot(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SCREENS}/${name}-phone.png`, fullPage: true });
  await page.setViewportSize(DESKTOP);
}

/** A public demo text of the logged-in user, created and published through the API. */
async function createPublicText(page: Page, topic: string): Promise<Text> {
  const id = await postText(page, topic);
  const published = await page.request.patch(`/api/reeprise/generated_texts/${id}/`, {
    headers: await csrfHeader(page),
    data: { id, publicly_visible: true },
  });
  expect(published.ok()).toBe(true);
  return (await published.json()) as Text;
}

test('admin: staff creates a user and unpublishes a text', async ({ loginAs, browser }) => {
  const page = await loginAs('staff');
  const topic = `Moderation ${Date.now()}`;
  const text = await createPublicText(page, topic);
  const username = `newbie${Date.now() % 100000}`;

  // a full page load from the navigation
  await page.getByRole('button', { name: /navigation menu/i }).click();
  await page.getByRole('navigation').getByText('Admin Area').click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin area', level: 1 })).toBeVisible();
  await expect(page.getByText('Signed in as staff')).toBeVisible();
  const users = page.getByRole('table', { name: 'Users' });
  await expect(users.getByRole('cell', { name: 'holder', exact: true })).toBeVisible();
  await shoot(page, 'admin-users');

  // create a user with a permission
  await page.getByRole('button', { name: 'Create user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create user' });
  await dialog.getByLabel(/^Username/).fill(username);
  await dialog.getByLabel(/^Password/).fill('a-long-enough-password-1');
  await dialog.getByLabel('shoppinglist.view_shoppinglist').check();
  await dialog.screenshot({ path: `${SCREENS}/admin-create-user.png` });
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog).toBeHidden();
  const row = users.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText('shoppinglist.view_shoppinglist');

  // search narrows the table
  await page.getByRole('searchbox', { name: 'Search' }).fill(username);
  await expect(users.getByRole('row')).toHaveCount(2);
  await expect(users.getByRole('cell', { name: 'holder', exact: true })).toHaveCount(0);

  // the new user can log in (in a session of their own)
  const fresh = await browser.newContext();
  try {
    await fresh.request.get('/accounts/whoami');
    const token = (await fresh.cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
    const login = await fresh.request.post('/api/login/', {
      headers: { 'X-CSRFTOKEN': token },
      data: { username, password: 'a-long-enough-password-1' },
    });
    expect(login.ok()).toBe(true);
  } finally {
    await fresh.close();
  }

  // texts: unpublish
  await page.getByRole('tab', { name: 'Texts' }).click();
  await expect(page).toHaveURL(/\/admin\/texts$/);
  await page.getByRole('searchbox', { name: 'Search' }).fill(topic);
  const texts = page.getByRole('table', { name: 'Texts' });
  const textRow = texts.getByRole('row').filter({ hasText: topic });
  await expect(textRow).toContainText('Public');
  await shoot(page, 'admin-texts');
  await expect(page.getByText('Public texts only: a learner’s private texts are theirs, and are not shown here.')).toBeVisible();
  await textRow.getByRole('button', { name: `Unpublish ${topic}` }).click();
  await expect(page.getByText('The text is no longer public.')).toBeVisible();
  // now private, it leaves the moderation list (issue 33, item 10)
  await expect(textRow).toHaveCount(0);
  const after = (await (await page.request.get(`/api/reeprise/generated_texts/${text.id}/`)).json()) as Text;
  expect(after.publicly_visible).toBe(false);

  // the other tables render
  for (const [tab, name] of [
    ['Bark accounts', 'admin-bark-accounts'],
    ['Barks', 'admin-barks'],
    ['Wish spaces', 'admin-wish-spaces'],
    ['Shopping lists', 'admin-shopping-lists'],
    ['Early access', 'admin-early-access'],
  ] as const) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await expect(page.getByRole('table', { name: tab })).toBeVisible();
    await shoot(page, name);
  }

  // a reload keeps the tab
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Early access' })).toHaveAttribute('aria-selected', 'true');
});

test('admin: a learner gets the refusal screen, a visitor too', async ({ loginAs, browser }) => {
  const page = await loginAs('learner');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Staff only', level: 1 })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await shoot(page, 'admin-refused');
  await page.getByRole('link', { name: 'Back to Reeprise' }).first().click();
  await expect(page).toHaveURL(/\/reeprise$/);

  const visitor = await browser.newContext();
  try {
    const anonymous = await visitor.newPage();
    await anonymous.goto('/admin/users');
    await expect(anonymous.getByRole('heading', { name: 'Please log in', level: 1 })).toBeVisible();
  } finally {
    await visitor.close();
  }
});
