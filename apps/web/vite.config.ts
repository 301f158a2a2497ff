import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// the Fastify app listens here in development (DESIGN.md §4: port 8000)
const API_ORIGIN = 'http://localhost:8000';

export default defineConfig({
  plugins: [react()],
  // '@/lib/…' from anywhere in src; the same alias is in tsconfig.json
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
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
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'libs', test: /node_modules[\\/](@tanstack|i18next|react-i18next)[\\/]/ },
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
    include: ['src/**/*.test.{ts,tsx}'],
    // every test stubs fetch itself; never leak a stub into the next test
    unstubGlobals: true,
    restoreMocks: true,
    testTimeout: 15_000,
  },
});
