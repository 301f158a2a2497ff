import { expect, logIn, test, USERS } from './fixtures';

test('a visitor sees the landing page, logs in, uses the navigation and logs out', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/reeprise$/);
  await expect(page.getByText('20-day money-back guarantee').first()).toBeVisible();
  await expect(page.getByText('10,00 € per month').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join now' })).toHaveCount(3);
  await page.screenshot({ path: 'test-results/screens/landing.png', fullPage: true });

  await page.getByRole('link', { name: 'LOG IN' }).click();
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await page.getByLabel('Username').fill('learner');
  await page.getByLabel(/^Password/).fill('wrong-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText(/do not match our system's records/)).toBeVisible();

  await page.getByLabel(/^Password/).fill(USERS.learner.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('button', { name: /navigation menu/i }).click();
  const nav = page.getByRole('navigation');
  await expect(nav.getByText('Statistics')).toBeVisible();
  await expect(nav.getByText('Admin Area')).toHaveCount(0);
  await expect(nav.getByText('Wishes')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/shell-nav.png' });
  await nav.getByText('Statistics').click();
  await expect(page).toHaveURL(/\/statistics$/);
  await expect(nav).toBeHidden();

  await page.getByRole('button', { name: /navigation menu/i }).click();
  await page.getByRole('navigation').getByText('Logout').click();
  await expect(page.getByRole('link', { name: 'LOG IN' })).toBeVisible();
  await expect(page).toHaveURL(/\/reeprise$/);
});

test('staff see the Admin Area link, permission holders their extras', async ({ page }) => {
  await logIn(page, USERS.staff);
  await page.getByRole('button', { name: /navigation menu/i }).click();
  await expect(page.getByRole('navigation').getByText('Admin Area')).toBeVisible();
  await expect(page.getByRole('navigation').getByText('Classic Reeprise')).toHaveCount(0);
});

test('a deep link asks for a login and stays where it was', async ({ page }) => {
  await page.goto('/statistics');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await page.getByLabel('Username').fill(USERS.holder.username);
  await page.getByLabel(/^Password/).fill(USERS.holder.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/statistics$/);
  await page.getByRole('button', { name: /navigation menu/i }).click();
  await expect(page.getByRole('navigation').getByText('Classic Reeprise')).toBeVisible();
  await expect(page.getByRole('navigation').getByText('Shopping List')).toBeVisible();
});
