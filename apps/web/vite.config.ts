import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import type { UiLanguage } from './src/lib/i18n';
// the contract's source, bundled with this file (the package itself is TypeScript Node cannot load here)
import { paths, sameOriginRoute } from '../../packages/contract/src/paths';
import { API_CACHES, OFFLINE_TEXTS } from './src/lib/offline-caches';
import { palette } from './src/lib/palette';
import { answerChecks } from './build/answer-checks';
import { bootScript } from './build/boot-script';
import { paletteStylesheet } from './build/palette-css';
import { KIT_NAMES, pageFile, routeChunks } from './build/route-chunks';
import {
  BOOT_SCRIPT_TAG,
  PAGES_ATTRIBUTE,
  stringsAttribute,
  type FirstPage,
} from './src/lib/boot-script/attributes';
import {
  addressPattern,
  answerTemplate,
  PAGE_LIST,
  SIGNED_IN_ANSWERS,
  stringsFile,
} from './src/app/route-manifest';

// the interface's languages, each a chunk of strings named after it (src/lib/i18n/index.ts)
const UI_LANGUAGES = ['en', 'de'] as const satisfies readonly UiLanguage[];

// the SPA's chunk groups and the staff's extras, from the route manifest and the module graph
const chunks = routeChunks(path.dirname(fileURLToPath(import.meta.url)));

// the kits' chunks as the build names them (build/route-chunks.ts): the router asks for a page's kit beside
// its chunk (resolveDependencies below)
const KIT_CHUNK = new RegExp(`(^|/)(${KIT_NAMES.join('|')})-[\\w-]+\\.js$`);

const FAVICON_LINK = '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />';
const MANIFEST_LINK = '<link rel="manifest" href="/manifest.webmanifest">';

/**
 * The SPA's page as it leaves the build, its requests ordered for the first paint (decision 032). In
 * Lighthouse's simulation of HTTP/1.1's six connections, the favicon, the manifest and the manifest's
 * icon each took one while React's chunk waited, and React's chunk, the largest file, opened a connection
 * of its own while a small script took the page's own, already open:
 * - the favicon is written into the page (a data URL of public/favicon.svg);
 * - the manifest that vite-plugin-pwa links is linked by main.tsx once the page has painted (the browser
 *   then fetches it and its icon);
 * - React's chunk is asked for first, before theme.js.
 * After VitePWA in the plugins, so that its link is there to take out.
 */
function firstPaintRequests(): Plugin {
  return {
    name: 'reeprise-first-paint-requests',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (context.path !== '/index.html') return html;
        if (!html.includes(FAVICON_LINK) || !html.includes(MANIFEST_LINK))
          throw new Error('firstPaintRequests: the favicon or the manifest link is not where it was');
        const svg = readFileSync(
          fileURLToPath(new URL('./public/favicon.svg', import.meta.url)),
          'utf8',
        ).trim();
        const favicon = `data:image/svg+xml,${svg.replaceAll('"', "'").replace(/[<>#%\n]/g, encodeURIComponent)}`;
        const react = /\s*<link rel="modulepreload" crossorigin href="\/assets\/react-[\w-]+\.js">/.exec(
          html,
        );
        if (!react) throw new Error('firstPaintRequests: no modulepreload link of the react chunk');
        return html
          .replace(react[0], '')
          .replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />${react[0]}`)
          .replace(FAVICON_LINK, `<link rel="icon" type="image/svg+xml" href="${favicon}" />`)
          .replace(MANIFEST_LINK, '');
      },
    },
  };
}

/**
 * The learner pages a signed-in browser most often opens first (the manifest's `first`): theme.js asks for
 * their code, their strings in the starting language and first answers while the HTML is parsed
 * (decisions 032 and 033), for an address that matches the page's path. `$1` in an answer is the
 * address's first parameter, digits only.
 */
const ROOT = path.dirname(fileURLToPath(import.meta.url));
const FIRST_PAGES = PAGE_LIST.flatMap((page) =>
  page.first
    ? [
        {
          address: addressPattern(page.path),
          module: pageFile(ROOT, page),
          strings: page.strings ?? [],
          answers: [
            ...SIGNED_IN_ANSWERS.map((answer) => answer()),
            ...page.first.answers.map(answerTemplate),
          ],
        },
      ]
    : [],
);

type BundleChunk = {
  type: 'chunk';
  name: string;
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
};

/**
 * Each first page's address with the files its first paint needs beyond the entry's (its chunk, its kits
 * and their stylesheets), the API answers it starts with and its strings' chunks in each language.
 */
function firstPageFiles(bundle: Record<string, { type: string }>): FirstPage[] {
  const outputs = Object.values(bundle).filter((output): output is BundleChunk => output.type === 'chunk');
  const chunkOf = (module: string) => {
    const chunk = outputs.find((output) => output.facadeModuleId === module);
    if (!chunk) throw new Error(`firstPaintScript: no chunk of ${module}`);
    return chunk;
  };
  return FIRST_PAGES.map(({ address, module, strings, answers }) => {
    const page = chunkOf(module);
    const kits = outputs.filter(
      (chunk) => page.imports.includes(chunk.fileName) && KIT_CHUNK.test(chunk.fileName),
    );
    const files = [page, ...kits].flatMap((chunk) => [
      chunk.fileName,
      ...(chunk.viteMetadata?.importedCss ?? []),
    ]);
    const urls = files.map((file) => `/${file}`);
    if (strings.length === 0) return [address, urls, answers];
    // the areas' chunks in each language: theme.js asks for the starting language's
    const stringsFiles = Object.fromEntries(
      UI_LANGUAGES.map((language) => [
        language,
        strings.map((area) => `/${chunkOf(path.join(ROOT, 'src', stringsFile(area, language))).fileName}`),
      ]),
    );
    return [address, urls, answers, stringsFiles];
  });
}

/**
 * The tag of theme.js, the boot script (src/lib/boot-script/, built by build/boot-script.ts), with what it
 * learns from the build:
 * - Every first page waits for its interface strings (decision 024), whose chunk main.tsx asks for once
 *   it has run: a round trip after React and the rest have arrived. theme.js asks for the starting
 *   language's chunk while the HTML is parsed instead, and learns the chunks' hashed names from its
 *   script tag.
 * - The first pages' addresses, files and answers (decisions 032 and 033).
 */
function firstPaintScript(): Plugin {
  return {
    name: 'reeprise-first-paint-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const files = new Map<string, string>();
        for (const output of Object.values(context.bundle ?? {})) {
          // the strings' chunks are named after their language (src/lib/i18n/index.ts imports them)
          if (output.type === 'chunk' && (UI_LANGUAGES as readonly string[]).includes(output.name))
            files.set(output.name, `/${output.fileName}`);
        }
        if (files.size !== 2 || !html.includes(BOOT_SCRIPT_TAG))
          throw new Error('firstPaintScript: no strings chunks or no theme.js tag');
        const strings = UI_LANGUAGES.map(
          (language) => `${stringsAttribute(language)}="${files.get(language)}"`,
        );
        const pages = JSON.stringify(firstPageFiles(context.bundle ?? {}));
        return html.replace(
          BOOT_SCRIPT_TAG,
          BOOT_SCRIPT_TAG.replace(
            '></script>',
            ` ${strings.join(' ')} ${PAGES_ATTRIBUTE}='${pages}'></script>`,
          ),
        );
      },
    },
  };
}

// the Fastify app listens here in development (docs/design.md §3: port 8000)
const API_ORIGIN = 'http://localhost:8000';

export default defineConfig({
  plugins: [
    react(),
    // the first answers' checks, compiled from the contract's zod schemas (decision 045)
    answerChecks(),
    chunks.plugin,
    bootScript(),
    paletteStylesheet(),
    firstPaintScript(),
    // installable and offline (docs/decisions/018): a manifest, and a Workbox service worker that
    // precaches the shell and keeps the last opened texts readable offline
    VitePWA({
      registerType: 'autoUpdate',
      // registered by src/lib/register-service-worker.ts after the first paint, not by an injected script
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon-180x180.png'],
      manifest: {
        id: '/',
        name: 'Reeprise',
        short_name: 'Reeprise',
        description: 'Learn a language by reading texts written for your level, and train the words you tap.',
        start_url: '/reeprise',
        scope: '/',
        display: 'standalone',
        theme_color: palette.light.primary,
        background_color: palette.light.background,
        icons: [
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // the shell: every page's scripts and styles (admin's stay out: it is used online by staff)
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        globIgnores: ['admin.html', '**/admin-*'],
        navigateFallback: '/index.html',
        // API calls and the admin page are never answered with the SPA's page
        navigateFallbackDenylist: [/^\/api\//, /^\/accounts\//, /^\/ws\//, /^\/admin/],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        // NetworkFirst: online always shows fresh answers; the copy is read only when the network fails.
        // The patterns are RegExps built from the contract's paths, written into sw.js as they are.
        runtimeCaching: [
          {
            urlPattern: sameOriginRoute([paths.auth.whoami, paths.userSettings]),
            handler: 'NetworkFirst',
            options: { cacheName: API_CACHES.session, expiration: { maxEntries: 4 } },
          },
          {
            urlPattern: sameOriginRoute([paths.generatedTexts.detail]),
            handler: 'NetworkFirst',
            options: { cacheName: API_CACHES.texts, expiration: { maxEntries: OFFLINE_TEXTS } },
          },
          {
            urlPattern: sameOriginRoute([paths.generatedTexts.chapter]),
            handler: 'NetworkFirst',
            // a text has a few chapters: room for those of the last texts
            options: { cacheName: API_CACHES.chapters, expiration: { maxEntries: OFFLINE_TEXTS * 5 } },
          },
          {
            urlPattern: sameOriginRoute([paths.vocabulary.collection], 'generated_text_id'),
            handler: 'NetworkFirst',
            options: { cacheName: API_CACHES.vocabulary, expiration: { maxEntries: OFFLINE_TEXTS } },
          },
          {
            // the forms the learner knows, per language: they colour the known words of a text
            urlPattern: sameOriginRoute([paths.vocabulary.knownForms]),
            handler: 'NetworkFirst',
            options: { cacheName: API_CACHES.vocabulary, expiration: { maxEntries: OFFLINE_TEXTS } },
          },
        ],
      },
    }),
    firstPaintRequests(),
  ],
  // '@/lib/…' from anywhere in src; the same alias is in tsconfig.json
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    modulePreload: {
      // The HTML names the entry's imports (modulepreload links the parser finds at once). A chunk loaded
      // later, by import(), is fetched with its stylesheets, and its scripts as the browser finds them:
      // the modulepreload link Vite's helper inserts for each of them cost the main thread 33-42 ms per
      // learner page at 1× CPU, in the task that answers whoami (docs/performance.md), and fetched some
      // a page never ran. The staff's extras (wish spaces, barks, chat, shopping, the dialogue) have no
      // list at all: every learner's first page carried their long lists of MUI files.
      //
      // Except for the chunks a learner's first page cannot paint without (decision 031): the imported
      // chunk itself and the kits (plain-kit, the page's kit) are asked for beside its stylesheets, not
      // after them. The page's chunk and the shell's are often facades of a line that import their kit:
      // each waited for the stylesheets, then came the facade, then the kit, a round trip each.
      resolveDependencies: (filename, deps, { hostType }) => {
        if (chunks.isExtraChunk(filename)) return [];
        if (hostType === 'html') return deps;
        return deps.filter((dep) => dep === filename || KIT_CHUNK.test(dep));
      },
    },
    rolldownOptions: {
      // two pages: the SPA and the admin area (a separate bundle, reached by a full page load)
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        admin: fileURLToPath(new URL('./admin.html', import.meta.url)),
      },
      output: {
        codeSplitting: {
          // libraries every page needs, in long-cached chunks. MUI, emotion and zod are not among them:
          // the landing page uses none, so they stay split per page (docs/performance.md)
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'libs', test: /node_modules[\\/]@tanstack[\\/]/ },
            // the boot chunk, the learner pages' first data, the plain kit and the pages' own kits: what
            // each holds is read from the route manifest and the module graph (build/route-chunks.ts)
            ...chunks.groups,
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: false },
      '/accounts': { target: API_ORIGIN, changeOrigin: false },
      '/ws': { target: API_ORIGIN, ws: true, changeOrigin: false },
      // /admin and /admin/… (not /admin.html): page loads get the admin entry from Vite itself
      '^/admin(?:/.*)?$': {
        target: API_ORIGIN,
        changeOrigin: false,
        bypass: (request) => (request.headers.accept?.includes('text/html') ? '/admin.html' : undefined),
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    // every test stubs fetch itself; never leak a stub into the next test
    unstubGlobals: true,
    restoreMocks: true,
    testTimeout: 30_000,
  },
});
