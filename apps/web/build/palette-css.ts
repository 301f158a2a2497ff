import type { Plugin } from 'vite';
import { GENERATED_MODULE_PREFIX } from './answer-checks';
import { cssVariable, palette, type ColourName } from '../src/lib/palette';

/** What main.tsx imports: the palette's colours as CSS variables, generated on every build and test run. */
export const PALETTE_CSS_ID = 'virtual:palette.css';
// ends in .css so that Vite's CSS pipeline takes it; the prefix lets build/route-chunks.ts place it with
// the modules that import it (the first page's stylesheet), not in a file of its own
const RESOLVED_ID = `${GENERATED_MODULE_PREFIX}palette.css`;

/** `:root` with every colour of the light scheme, then the dark scheme's differences under `data-theme`. */
export function paletteCss(): string {
  const names = Object.keys(palette.light) as ColourName[];
  const declarations = (scheme: 'light' | 'dark', only: ColourName[]) =>
    only.map((name) => `  ${cssVariable(name)}: ${palette[scheme][name]};`).join('\n');
  const darker = names.filter((name) => palette.dark[name] !== palette.light[name]);
  return [
    `:root {\n${declarations('light', names)}\n}`,
    `:root[data-theme='dark'] {\n${declarations('dark', darker)}\n}`,
    '',
  ].join('\n');
}

/**
 * `import 'virtual:palette.css'` is src/lib/palette.ts as CSS variables (`--rp-primary-dark`), and the
 * page's `<meta name="theme-color">` takes the palette's primary: the colours are written once.
 */
export function paletteStylesheet(): Plugin {
  return {
    name: 'reeprise-palette-css',
    resolveId: (id) => (id === PALETTE_CSS_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? paletteCss() : undefined),
    transformIndexHtml: (html) =>
      html.replace(
        /<meta name="theme-color"[^>]*>/,
        `<meta name="theme-color" content="${palette.light.primary}" />`,
      ),
  };
}
