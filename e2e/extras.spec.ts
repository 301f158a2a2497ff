import type { Browser, Locator, Page } from '@playwright/test';
import { csrfHeader, expect, logIn, test, USERS } from './fixtures';
import config from './playwright.config';

// screenshots for people to look at; SCREENS_DIR keeps them away from a parallel run's clean-up
const SCREENS = process.env.SCREENS_DIR ?? 'test-results/screens';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

// a fake microphone for the wish recording, on top of the usual Chromium arguments
const baseLaunch = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...baseLaunch,
    args: [
      ...(baseLaunch.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
});

async function send(page: Page, method: 'POST' | 'PATCH', path: string, data: unknown) {
  const response = await page.request.fetch(path, { method, headers: await csrfHeader(page), data });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

async function setExperimental(page: Page, on: boolean) {
  await send(page, 'PATCH', '/api/reeprise/user_settings/', { show_experimental_features: on });
}

/** The page on a desktop and on a 390 px phone. */
async function shoot(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SCREENS}/${name}-phone.png`, fullPage: true });
  await page.setViewportSize(DESKTOP);
}

/** A point of the Leaflet map, in page coordinates, at least 40 px from every pin, popup and control. */
async function emptySpotOf(container: Locator): Promise<{ x: number; y: number }> {
  const spot = await container.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const taken = Array.from(element.querySelectorAll('.leaflet-marker-icon, .leaflet-popup, .leaflet-control')).map(
      (item) => item.getBoundingClientRect(),
    );
    const clear = (x: number, y: number) =>
      taken.every((r) => x < r.left - 40 || x > r.right + 40 || y < r.top - 40 || y > r.bottom + 40);
    for (let fy = 0.3; fy < 0.95; fy += 0.1) {
      for (let fx = 0.1; fx < 0.95; fx += 0.1) {
        const x = box.left + box.width * fx;
        const y = box.top + box.height * fy;
        if (clear(x, y)) return { x, y };
      }
    }
    return null;
  });
  expect(spot, 'a spot of the map without pins').not.toBeNull();
  return spot!;
}

/** A second, independent browser session logged in as `user` (closed by the caller). */
async function sessionOf(browser: Browser, user: keyof typeof USERS) {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await logIn(page, USERS[user]);
  return { page, close: () => context.close() };
}

test('wishes: staff creates a space, a guest records a wish with a fake microphone, the owner plays it', async ({
  loginAs,
  browser,
}) => {
  const page = await loginAs('staff');
  await setExperimental(page, true);
  try {
    await page.goto('/wishspace');
    await expect(page.getByRole('heading', { name: 'Wish spaces', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Create a wish space' }).first().click();
    await expect(page.getByRole('heading', { name: 'Create a wish space', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('This field is required')).toBeVisible();
    await shoot(page, 'wishspace-create');
    const name = `Birthday ${Date.now()}`;
    await page.getByLabel(/^Name/).fill(name);
    await page.getByRole('button', { name: 'Create', exact: true }).click();

    await expect(page).toHaveURL(/\/wishspace\/\d+$/);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText('No wishes yet.')).toBeVisible();
    const link = await page.getByTestId('upload-link').inputValue();
    expect(link).toMatch(/\/wishspace\/\d+\/upload\?token=.+/);

    // the guest: no session, only the link
    const guestContext = await browser.newContext({ viewport: DESKTOP });
    try {
      const guest = await guestContext.newPage();
      await guest.goto(link);
      await expect(guest.getByRole('heading', { name: 'Record a wish', level: 1 })).toBeVisible();
      await expect(guest.getByText(`A wish for ${name}`)).toBeVisible();
      await guest.getByLabel('Title (optional)').fill('From Grandpa');
      await shoot(guest, 'wish-upload');
      await guest.getByRole('button', { name: 'Start recording' }).click();
      await expect(guest.getByRole('button', { name: 'Stop recording' })).toBeVisible();
      await expect(guest.getByRole('timer')).toHaveText(/0:0[2-9]/);
      await guest.screenshot({ path: `${SCREENS}/wish-upload-recording.png` });
      await guest.getByRole('button', { name: 'Stop recording' }).click();
      await expect(guest.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
      await shoot(guest, 'wish-upload-thanks');

      // a bad token and a missing one
      await guest.goto(link.replace(/token=.+$/, 'token=not-the-token'));
      await expect(guest.getByRole('heading', { name: 'Upload not accessible' })).toBeVisible();
      await shoot(guest, 'wish-upload-bad-token');
      await guest.goto(link.replace(/\?token=.+$/, ''));
      await expect(guest.getByRole('heading', { name: 'Something went wrong!' })).toBeVisible();
    } finally {
      await guestContext.close();
    }

    // the owner sees the wish and plays it
    await page.reload();
    const wish = page.getByRole('article', { name: 'From Grandpa' });
    await expect(wish).toBeVisible();
    const audio = wish.locator('audio');
    await expect(audio).toHaveAttribute('src', /\/api\/wishes\/wishes\/\d+\/audio\/$/);
    await audio.evaluate((element: HTMLAudioElement) => element.play());
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime))
      .toBeGreaterThan(0);
    expect(await audio.evaluate((element: HTMLAudioElement) => element.error)).toBeNull();
    await shoot(page, 'wishspace-detail');

    await page.goto('/wishspace');
    await expect(page.getByRole('link', { name: new RegExp(name) })).toContainText('1 wish');
    await shoot(page, 'wishspace-list');

    await page.goto('/wishspace/999999');
    await expect(page.getByRole('heading', { name: 'Wishspace Not Accessible' })).toBeVisible();
  } finally {
    await setExperimental(page, false);
  }
});

test('shopping list: add, toggle and delete', async ({ loginAs }) => {
  const page = await loginAs('holder');
  const item = `Oat milk ${Date.now() % 100000}`;
  await page.goto('/shoppinglist');
  await expect(page.getByRole('heading', { name: 'Shopping list', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Must have at least one character')).toBeVisible();

  await page.getByLabel(/^Item/).fill(item);
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText(`${item} - not in cart`)).toBeVisible();
  await expect(page.getByLabel(/^Item/)).toHaveValue('');
  await page.getByLabel(/^Item/).fill('Bread');
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Bread - not in cart')).toBeVisible();

  await page.getByRole('button', { name: `Put ${item} in the cart` }).click();
  await expect(page.getByText(`${item} - in cart`)).toBeVisible();
  await page.reload();
  await expect(page.getByText(`${item} - in cart`)).toBeVisible();
  await shoot(page, 'shopping-list');

  await page.getByRole('button', { name: `Delete ${item}` }).click();
  await expect(page.getByText(`${item} - in cart`)).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete Bread' }).click();
  await expect(page.getByText('Bread - not in cart')).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(item)).toHaveCount(0);
});

test('barks: the map shows the pins of the holder’s account and a click adds one; staff see the balance', async ({
  loginAs,
  browser,
}) => {
  const staff = await sessionOf(browser, 'staff');
  let holderId: number | undefined;
  try {
    // staff: an account with holder and staff as members, and barks.add_bark for holder
    const account = await send(staff.page, 'POST', '/api/admin/bark_accounts/', {
      name: `Dog park ${Date.now() % 100000}`,
      credits: 123456,
      top_up_payment_url: 'https://pay.example.com/top-up',
      members: ['holder', 'staff'],
    });
    const users = await staff.page.request.get('/api/admin/users/?q=holder');
    const holder = ((await users.json()) as { results: { id: number; username: string }[] }).results.find(
      (user) => user.username === 'holder',
    );
    holderId = holder!.id;
    await send(staff.page, 'PATCH', `/api/admin/users/${holderId}/`, {
      permissions: ['barks.view_bark', 'shoppinglist.view_shoppinglist', 'barks.add_bark'],
    });

    const page = await loginAs('holder');
    // far apart (Berlin, Vienna): the map fits its bounds to every pin of the holder, and the accessibility
    // test adds one in the middle of Germany, so pins a street apart would lie on top of each other
    for (const [title, latitude, longitude] of [
      ['North gate', 52.52, 13.4],
      ['Pond', 48.21, 16.37],
    ] as const) {
      await send(page, 'POST', '/api/barks/barks/', {
        account_id: account.id,
        title,
        note: 'Dogs welcome',
        latitude,
        longitude,
      });
    }
    await page.goto('/bark_classic');
    await expect(page.getByRole('heading', { name: 'Classic Reeprise', level: 1 })).toBeVisible();
    const map = page.getByRole('region', { name: 'Map of barks' });
    const pins = map.locator('.leaflet-marker-icon');
    // the two pins of this test, beside any the accessibility test added by keyboard for the same holder
    await expect(map.getByRole('button', { name: 'North gate' })).toBeVisible();
    await expect(map.getByRole('button', { name: 'Pond' })).toBeVisible();
    const shown = await pins.count();
    expect(shown).toBeGreaterThanOrEqual(2);
    // the pin images come from our bundle, never from a CDN
    expect(await pins.first().getAttribute('src')).toMatch(/^(\/assets\/|data:image\/png)/);
    await map.getByRole('button', { name: 'North gate' }).click();
    await expect(map.getByText('Dogs welcome')).toBeVisible();
    await shoot(page, 'bark-classic');

    // a click on the map adds a bark; the spot is one where no pin, popup or control lies, since the
    // pins the accessibility test added for the same holder move the map's bounds
    await map.getByRole('button', { name: /close popup/i }).click();
    await expect(map.locator('.leaflet-popup')).toHaveCount(0);
    const spot = await emptySpotOf(map.locator('.leaflet-container'));
    await page.mouse.click(spot.x, spot.y);
    const dialog = page.getByRole('dialog', { name: 'Add a bark here' });
    await expect(dialog).toBeVisible();
    const bench = `Bench ${Date.now() % 100000}`;
    await dialog.getByLabel(/^Title/).fill(bench);
    // the account is chosen for us only when holder has one, and the accessibility test makes another
    await dialog.getByRole('combobox', { name: /Account/ }).click();
    await page.getByRole('option', { name: String(account.name) }).click();
    await dialog.getByRole('button', { name: 'Add bark' }).click();
    await expect(dialog).toBeHidden();
    await expect(map.getByRole('button', { name: bench })).toBeVisible();
    await expect(pins).toHaveCount(shown + 1);

    // staff with experimental features: the account's balance and top up
    await setExperimental(staff.page, true);
    await staff.page.goto('/bark_account');
    const card = staff.page.getByRole('article', { name: String(account.name) });
    await expect(card.getByText('€1,234.56')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Top up' })).toBeEnabled();
    await shoot(staff.page, 'bark-account');
  } finally {
    if (holderId !== undefined) {
      await send(staff.page, 'PATCH', `/api/admin/users/${holderId}/`, {
        permissions: ['barks.view_bark', 'shoppinglist.view_shoppinglist'],
      });
    }
    await setExperimental(staff.page, false);
    await staff.close();
  }
});

test('chat, dialogue and check-your-email for staff with experimental features', async ({ loginAs }) => {
  const page = await loginAs('staff');
  await setExperimental(page, true);
  // the answer must arrive over the tab's websocket, not by polling
  const sent: unknown[] = [];
  type Received = { message_id?: number; text_chunk?: string; offset?: number; status?: string };
  const received: Received[] = [];
  page.on('websocket', (socket) => {
    socket.on('framesent', (frame) => sent.push(JSON.parse(String(frame.payload))));
    socket.on('framereceived', (frame) => received.push(JSON.parse(String(frame.payload)) as Received));
  });
  try {
    await page.goto('/chat');
    await expect(page.getByRole('heading', { name: 'Chat', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Start conversation' }).click();
    await expect(page).toHaveURL(/\/chat\?conversation=\d+$/);
    await page.getByRole('textbox', { name: 'Message' }).fill('Hola, ¿qué tal?');
    await page.getByRole('textbox', { name: 'Message' }).press('Enter');
    const thread = page.getByRole('list', { name: 'Messages' });
    await expect(thread.getByText('Hola, ¿qué tal?')).toBeVisible();
    const answer = thread.getByRole('listitem', { name: 'Tutor' }).last();
    await expect(answer).toHaveAttribute('data-status', 'COMPLETE', { timeout: 20_000 });
    expect((await answer.textContent())?.length).toBeGreaterThan(10);
    const subscription = sent.find((m): m is { action: string; message_id: number } =>
      (m as { action?: string }).action === 'subscribe_chat',
    );
    expect(subscription).toBeDefined();
    const ofAnswer = received.filter((m) => m.message_id === subscription!.message_id);
    expect(ofAnswer.at(-1)).toEqual({ message_id: subscription!.message_id, status: 'COMPLETE' });
    const streamed = ofAnswer.reduce(
      (text, m) => (m.text_chunk === undefined ? text : text.slice(0, m.offset) + m.text_chunk),
      '',
    );
    expect(streamed.trim().length).toBeGreaterThan(10);
    expect(await answer.textContent()).toContain(streamed.trim());
    await shoot(page, 'chat');

    await page.goto('/dialogue');
    await expect(page.getByText('Hi Ben! Have you been waiting long?')).toBeVisible();
    await shoot(page, 'dialogue');

    await page.goto('/check_your_email');
    await expect(page.getByText(/associated with an account/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Resend link' })).toBeVisible();
    await expect(page.getByText(/up to 9 characters long and can be changed anytime/)).toBeVisible();
    await shoot(page, 'check-your-email');
  } finally {
    await setExperimental(page, false);
  }
});
