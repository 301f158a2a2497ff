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

/** The CSRF header the SPA sends, for API calls a test makes with `page.request`. */
export async function csrfHeader(page: Page): Promise<Record<string, string>> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'csrftoken');
  return { 'X-CSRFTOKEN': cookie?.value ?? '' };
}

/** Asks for a new A2 story (English unless told) through the API, as the create form does; returns its id. */
export async function postText(page: Page, topic: string, language = 'ENGLISH'): Promise<number> {
  const created = await page.request.post('/api/reeprise/generated_texts/', {
    headers: await csrfHeader(page),
    multipart: {
      text_type: 'STORY',
      language,
      level: 'A2',
      word_number: '100',
      topic,
      main_character: '',
      publicly_visible: 'false',
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/** Waits until the text `id` is written (COMPLETE), as the list's polling would. */
export async function textCompleted(page: Page, id: number): Promise<void> {
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get(`/api/reeprise/generated_texts/${id}/`)).json()) as {
            status: string;
          }
        ).status,
      {
        timeout: 20_000,
      },
    )
    .toBe('COMPLETE');
}

export { expect };
