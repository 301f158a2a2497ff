import { test as base, expect, type Page } from '@playwright/test';

/** Accounts created by scripts/e2e-server.mjs for every run. */
export const USERS = {
  learner: { username: 'learner', password: 'learner-password-1' },
  staff: { username: 'staff', password: 'staff-password-1' },
  holder: { username: 'holder', password: 'holder-password-1' },
} as const;

export async function logIn(page: Page, user: { username: string; password: string }) {
  await page.goto('/reeprise');
  await page.getByRole('link', { name: /log in/i }).click();
  await page.getByLabel(/username/i).fill(user.username);
  await page.getByLabel(/^password/i).fill(user.password);
  await page.getByRole('button', { name: /^log in$/i }).click();
  await expect(page.getByRole('button', { name: /menu/i })).toBeVisible();
}

/** A page that logs in as the given user and logs out again after the test, leaving no session behind. */
export const test = base.extend<{ loginAs: (user: keyof typeof USERS) => Promise<Page> }>({
  loginAs: async ({ page }, use) => {
    let loggedIn = false;
    await use(async (user) => {
      await logIn(page, USERS[user]);
      loggedIn = true;
      return page;
    });
    if (loggedIn) {
      await page.evaluate(async () => {
        const token = document.cookie.match(/(?:^|; )csrftoken=([^;]+)/)?.[1] ?? '';
        await fetch('/accounts/logout/', { method: 'POST', headers: { 'X-CSRFTOKEN': token } });
      });
    }
  },
});

export { expect };
