import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8123);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // one folder per port, so concurrent runs never delete each other's traces
  outputDir: `../test-results/${PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  // a test's budget, not a performance check: several tests log in two users and take screenshots, and
  // on a 2-core machine with the server, Chromium and Playwright all busy a step can take 1-3 s
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    // the app's service worker (docs/decisions/018) would answer some calls itself, out of reach of
    // page.route and of a test's fresh start; offline.spec.ts allows it where it is the subject
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    cwd: '..',
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    // the server starts from its TypeScript sources (tsx): a few seconds on a quiet machine, a minute or
    // more while other builds and tests share its two cores
    timeout: 180_000,
    // IMPORT_ALLOW_PRIVATE_HOSTS: the test setting that lets import.spec.ts fetch its page server on 127.0.0.1
    env: { PORT: String(PORT), DEMO_LLM_DELAY_MS: '15', IMPORT_ALLOW_PRIVATE_HOSTS: '127.0.0.1' },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
