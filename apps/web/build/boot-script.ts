import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';
import { BOOT_SCRIPT_FILE } from '../src/lib/boot-script/attributes';

// from the path, not a URL object: under jsdom (its unit test) URL is jsdom's
const ENTRY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/lib/boot-script/boot.ts');

/**
 * The boot script (src/lib/boot-script/boot.ts) as one minified classic script, no module: it runs before
 * the first paint. Its modules are the app's own (the colour scheme, the starting language, the signed-in
 * hint), whose other code (React's hooks, the translator) no rule uses: every module is taken as free of
 * side effects, so only what the script calls comes along.
 */
export async function buildBootScript(): Promise<string> {
  const bundle = await rolldown({
    input: ENTRY,
    platform: 'browser',
    logLevel: 'silent',
    resolve: { alias: { '@': path.resolve(path.dirname(ENTRY), '../..') } },
    treeshake: { moduleSideEffects: false },
  });
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true });
    return output[0].code;
  } finally {
    await bundle.close();
  }
}

/**
 * Writes /theme.js into the build, and serves it on the development server (built on each request: a
 * page load, the file is small). The HTML's tag and its attributes: firstPaintScript in vite.config.ts.
 */
export function bootScript(): Plugin {
  return {
    name: 'reeprise-boot-script',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: BOOT_SCRIPT_FILE, source: await buildBootScript() });
    },
    configureServer(server) {
      server.middlewares.use(`/${BOOT_SCRIPT_FILE}`, (_request, response, next) => {
        buildBootScript().then((code) => {
          response.setHeader('Content-Type', 'text/javascript');
          response.setHeader('Cache-Control', 'no-cache');
          response.end(code);
        }, next);
      });
    },
  };
}
