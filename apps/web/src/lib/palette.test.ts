import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { paletteCss } from '../../build/palette-css';
import { cssVariable, palette, withAlpha, type ColourName } from './palette';

// the web app's folder: src/lib/ → apps/web/
const WEB = path.resolve(import.meta.dirname, '../..');
const PALETTE = path.join(WEB, 'src/lib/palette.ts');

/** Every stylesheet and module of src/ but the tests and the palette itself, and the Vite config. */
function sourceFiles(folder = path.join(WEB, 'src')): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    if (!/\.(css|tsx?)$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name) || file === PALETTE) return [];
    return [file];
  });
}

const withoutComments = (source: string, file: string) =>
  source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(file.endsWith('.css') ? /$^/ : /(^|[^:'"`])\/\/.*$/gm, '$1');

// a hex colour (quoted in TypeScript, anywhere in CSS) or a colour function
const COLOUR_LITERAL = {
  css: /#[0-9a-f]{3,8}\b|\b(rgba?|hsla?)\(/gi,
  ts: /['"`]#[0-9a-f]{3,8}['"`]|\b(rgba?|hsla?)\(/gi,
};

const FILES = [...sourceFiles(), path.join(WEB, 'vite.config.ts')].map((file) => ({
  name: path.relative(WEB, file),
  source: withoutComments(readFileSync(file, 'utf8'), file),
}));

describe('the palette, the one place a colour is written', () => {
  test('no stylesheet or module of the app writes a colour of its own', () => {
    const literals = FILES.flatMap(({ name, source }) =>
      [...source.matchAll(COLOUR_LITERAL[name.endsWith('.css') ? 'css' : 'ts'])].map(
        (match) => `${name}: ${match[0]}`,
      ),
    );
    expect(literals).toEqual([]);
  });

  test('every --rp-… variable the app reads is a colour of the palette or set in a stylesheet', () => {
    const defined = new Set((Object.keys(palette.light) as ColourName[]).map(cssVariable));
    for (const { source } of FILES) for (const [, name] of source.matchAll(/(--rp-[a-z0-9-]+)\s*:/g)) defined.add(name);
    const unknown = FILES.flatMap(({ name, source }) =>
      [...source.matchAll(/var\((--rp-[a-z0-9-]+)/g)]
        .filter(([, variable]) => !defined.has(variable))
        .map(([, variable]) => `${name}: ${variable}`),
    );
    expect(unknown).toEqual([]);
    expect(FILES.some(({ source }) => source.includes('var(--rp-primary)'))).toBe(true);
  });

  test('the stylesheet the build writes holds every colour of both schemes', () => {
    const css = paletteCss();
    const [light, dark] = css.split(":root[data-theme='dark']");
    const read = (block: string) =>
      Object.fromEntries([...block.matchAll(/(--rp-[a-z0-9-]+): ([^;]+);/g)].map(([, name, value]) => [name, value]));
    const names = Object.keys(palette.light) as ColourName[];
    expect(read(light)).toEqual(Object.fromEntries(names.map((name) => [cssVariable(name), palette.light[name]])));
    // the dark block names only what differs; the light values stand for the rest
    const night = { ...read(light), ...read(dark) };
    expect(night).toEqual(Object.fromEntries(names.map((name) => [cssVariable(name), palette.dark[name]])));
    expect(Object.keys(read(dark)).length).toBeLessThan(names.length);
  });

  test('the favicon, which no stylesheet reaches, is drawn in the primary colour', () => {
    const favicon = readFileSync(path.join(WEB, 'public/favicon.svg'), 'utf8');
    expect(favicon).toContain(`fill="${palette.light.primary}"`);
    for (const page of ['index.html', 'admin.html']) {
      // the build writes the theme colour in (build/palette-css.ts)
      expect(readFileSync(path.join(WEB, page), 'utf8')).toMatch(/<meta name="theme-color" \/>/);
    }
  });

  test('names and opacities are written as CSS and MUI write them', () => {
    expect(cssVariable('primaryDark')).toBe('--rp-primary-dark');
    expect(cssVariable('elevation1')).toBe('--rp-elevation-1');
    expect(withAlpha('#1f4e79', 0.5)).toBe('rgba(31, 78, 121, 0.5)');
    expect(withAlpha('#fff', 0.08)).toBe('rgba(255, 255, 255, 0.08)');
  });
});
