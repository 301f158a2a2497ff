// Browser tests: build the web app if needed, then the Playwright runner on Debian's Chromium.
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureWebBuild, run } from './lib.mjs';

if (!(await ensureChromium())) process.exit(1);
const built = await ensureWebBuild();
if (built !== 0) process.exit(built);
process.exit(await run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)]));
