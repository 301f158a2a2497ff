// Lighthouse performance (mobile emulation, default simulated throttling) of the pages of issue 18's table:
// the landing page as a visitor; the text list, the reader, the trainer and statistics when logged in. Each page is
// measured RUNS times on the production server and built web app; the run with the median score is shown
// and its report saved to bench/.data/lighthouse/ (each run's JSON report too, <page>.run-<n>.report.json).
// Debian's chromium, offline: a request leaving the server is counted (and fails at once instead of
// waiting for a DNS answer).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { ROOT, ensureWebBuild, printTable, startServer, runBenchmark } from './lib.js';
import { browserCookies, prepareLearnerPages } from './support/learner-pages.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const REPORTS = path.join(ROOT, 'bench/.data/lighthouse');

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // the machine is offline: any host but the benchmark server fails at once instead of hanging
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

/**
 * Logs the browser in with the session cookies, as if the learner had signed in before. (Lighthouse's
 * `extraHeaders: {Cookie}` is no substitute: a fixed header fights the cookies the server sets, and the
 * SPA then refetches the text list over and over.) Lighthouse's storage reset keeps cookies.
 */
async function logInBrowser(port: number, url: string, cookie: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    await browser.contexts()[0].addCookies(browserCookies(cookie, url));
  } finally {
    await browser.close(); // disconnects; the browser stays up for Lighthouse
  }
}

interface Measured {
  score: number;
  lhr: Result;
  html: string;
}

function audit(lhr: Result, id: string): number {
  return lhr.audits[id]?.numericValue ?? NaN;
}

/** Bytes over the wire of every script, and requests to anything but the benchmark server. */
function network(lhr: Result, origin: string) {
  const details = lhr.audits['network-requests']?.details;
  const items = (details?.type === 'table' ? details.items : []) as Array<{
    url?: string;
    resourceType?: string;
    transferSize?: number;
  }>;
  return {
    scriptBytes: items
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    // a logged-in page asks for the learner's settings; the landing page only for whoami
    loggedIn: items.some((item) => item.url?.includes('/api/reeprise/user_settings/')),
    external: items
      .filter((item) => item.url && !item.url.startsWith(origin) && !item.url.startsWith('data:'))
      .map((item) => item.url!),
  };
}

async function measure(url: string, port: number, attempt = 1): Promise<Measured> {
  const flags: Flags = {
    port,
    output: 'html',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // every run starts cold: the landing page would otherwise profit from the previous run's cache
    disableStorageReset: false,
  };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    const problem = `${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
    // a lost trace (NO_NAVSTART, NO_FCP) happens now and then on a busy machine: try that run again
    if (attempt >= 3) throw new Error(problem);
    console.warn(`${problem}; running again`);
    return measure(url, port, attempt + 1);
  }
  const html = Array.isArray(result.report) ? result.report.join('') : result.report;
  return { score: Math.round((lhr.categories.performance?.score ?? 0) * 100), lhr, html };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const s = (value: number) => `${(value / 1000).toFixed(2)} s`;

export async function main() {
  await ensureWebBuild();
  const server = await startServer({ LLM_PROVIDER: 'demo', DEMO_LLM_DELAY_MS: '0' }, 8452);
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
    });
    const { cookie, pages } = await prepareLearnerPages(server);
    mkdirSync(REPORTS, { recursive: true });
    const rows = [];
    for (const page of pages) {
      if (page.loggedIn) await logInBrowser(chrome.port, server.url, cookie);
      const runs: Measured[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const run = await measure(page.url, chrome.port);
        // every run's report too, to compare a median with the runs around it
        writeFileSync(path.join(REPORTS, `${page.file}.run-${i + 1}.report.json`), JSON.stringify(run.lhr));
        runs.push(run);
      }
      runs.sort((a, b) => a.score - b.score);
      const median = runs[Math.floor(runs.length / 2)];
      writeFileSync(path.join(REPORTS, `${page.file}.report.html`), median.html);
      writeFileSync(path.join(REPORTS, `${page.file}.report.json`), JSON.stringify(median.lhr));
      const { scriptBytes, loggedIn, external } = network(median.lhr, server.url);
      if (loggedIn !== page.loggedIn)
        throw new Error(`${page.name}: expected loggedIn=${page.loggedIn}, the page says ${loggedIn}`);
      for (const url of new Set(external)) console.warn(`${page.name}: request outside the server: ${url}`);
      rows.push({
        page: page.name,
        score: median.score,
        [`scores (${RUNS} runs)`]: runs.map((run) => run.score).join(' '),
        FCP: s(audit(median.lhr, 'first-contentful-paint')),
        LCP: s(audit(median.lhr, 'largest-contentful-paint')),
        TBT: `${Math.round(audit(median.lhr, 'total-blocking-time'))} ms`,
        CLS: audit(median.lhr, 'cumulative-layout-shift').toFixed(3),
        'Speed Index': s(audit(median.lhr, 'speed-index')),
        'JS transferred': kb(scriptBytes),
        'external requests': external.length,
        // Lighthouse's measure of this machine's CPU (higher is faster): its simulation slows the page
        // down 4× whatever the host, so a slower or busier host scores lower with the same code
        'CPU index': Math.round(median.lhr.environment.benchmarkIndex),
      });
    }
    printTable(
      `Lighthouse performance, mobile emulation (median of ${RUNS} runs; reports in bench/.data/lighthouse/)`,
      rows,
    );
  } finally {
    // a browser that failed to start must not leave the server holding its port
    chrome?.kill();
    await server.stop();
  }
}

await runBenchmark(import.meta.url, main);
