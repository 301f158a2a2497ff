import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { STRING_AREAS, type StringArea } from '@/lib/i18n/string-areas';
import { PAGE_LIST, stringsFile } from './route-manifest';

// A component reaches an area's keys only through `useTranslation('<area>')` (its type), and that throws
// when the area is not loaded. This test makes a missing load fail before a browser shows it: it reads
// each page's modules (its static imports, from the page's file) and holds the manifest's `strings` to
// the areas they name; each lazily loaded module (`import()`) must find its areas loaded by its page or
// by `withStrings([...], import(...))` around its import.

// vitest runs in apps/web (the jsdom environment gives this file an http: URL, not a path)
const SRC = path.resolve(process.cwd(), 'src');
const AREAS = new Set<string>(Object.keys(STRING_AREAS));

type Module = {
  imports: string[];
  areas: Set<StringArea>;
  lazy: { file: string; areas: StringArea[] }[];
};

function resolve(specifier: string, from: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? path.join(SRC, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : undefined; // a package
  if (!base) return undefined;
  return ['.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ending) => base + ending)
    .find((file) => existsSync(file));
}

function areaNames(node: ts.Node | undefined, file: string): StringArea[] {
  if (!node || !ts.isArrayLiteralExpression(node)) throw new Error(`${file}: withStrings without a list`);
  return node.elements.map((element) => {
    if (!ts.isStringLiteral(element) || !AREAS.has(element.text))
      throw new Error(`${file}: ${element.getText()} is not an area of strings`);
    return element.text as StringArea;
  });
}

const modules = new Map<string, Module>();
function read(file: string): Module {
  const known = modules.get(file);
  if (known) return known;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const module: Module = { imports: [], areas: new Set(), lazy: [] };
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      !(ts.isImportDeclaration(node) ? node.importClause?.isTypeOnly : node.isTypeOnly)
    ) {
      const target = resolve(node.moduleSpecifier.text, file);
      if (target) module.imports.push(target);
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText();
      if (callee === 'useTranslation')
        for (const argument of node.arguments) {
          if (!ts.isStringLiteral(argument))
            throw new Error(`${file}: useTranslation(${argument.getText()})`);
          module.areas.add(argument.text as StringArea);
        }
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const [specifier] = node.arguments;
        const target = specifier && ts.isStringLiteral(specifier) ? resolve(specifier.text, file) : undefined;
        const wrapper = node.parent;
        const areas =
          ts.isCallExpression(wrapper) && wrapper.expression.getText() === 'withStrings'
            ? areaNames(wrapper.arguments[0], file)
            : [];
        if (target) module.lazy.push({ file: target, areas });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  modules.set(file, module);
  return module;
}

/** What `entry` imports statically, itself included. */
function closure(entry: string): string[] {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...read(file).imports);
  }
  return [...seen];
}

const areasOf = (files: readonly string[]) => new Set(files.flatMap((file) => [...read(file).areas]));
const relative = (file: string) => path.relative(SRC, file);

/**
 * Each module reached from `entry` whose areas are not among `loaded`, with what loads it: the entry's
 * own modules, and through every `import()` among them the lazily loaded ones with the areas their
 * import loads beside them.
 */
function unloaded(entry: string, loaded: ReadonlySet<StringArea>, seen = new Set<string>()): string[] {
  const key = `${entry} ${[...loaded].sort().join()}`;
  if (seen.has(key)) return [];
  seen.add(key);
  const files = closure(entry);
  const missing = files.flatMap((file) => {
    const areas = [...read(file).areas].filter((area) => !loaded.has(area));
    return areas.length > 0 ? [`${relative(file)} (from ${relative(entry)}): ${areas.join(', ')}`] : [];
  });
  const lazy = files.flatMap((file) => read(file).lazy);
  return [
    ...missing,
    ...lazy.flatMap((target) => unloaded(target.file, new Set([...loaded, ...target.areas]), seen)),
  ];
}

const pageFile = (module: string) => path.join(SRC, 'app/routes', `${module}.tsx`);

describe('the strings a page shows', () => {
  test('the scan finds the areas of a page and of a lazy dialog', () => {
    expect(areasOf(closure(pageFile('settings/settings')))).toContain('settings');
    const textList = closure(pageFile('reeprise/text-list'));
    expect(textList.flatMap((file) => read(file).lazy)).toContainEqual({
      file: path.join(SRC, 'features/import-text/components/import-text-dialog.tsx'),
      areas: ['import-dialog'],
    });
  });

  test.each(PAGE_LIST.map((page) => [page.id, page] as const))(
    '%s: the manifest loads exactly the areas its modules name',
    (_id, page) => {
      const named = [...areasOf(closure(pageFile(page.module)))].sort();
      expect([...(page.strings ?? [])].sort()).toEqual(named);
    },
  );

  test.each(PAGE_LIST.map((page) => [page.id, page] as const))(
    '%s: every lazily loaded module finds its areas loaded',
    (_id, page) => {
      expect(unloaded(pageFile(page.module), new Set(page.strings))).toEqual([]);
    },
  );

  test.each([
    ['the app', 'main.tsx'],
    ['the admin area', 'admin/main.tsx'],
  ])('%s: what renders outside the pages loads its own areas', (_name, entry) => {
    // an entry's areas are the ones its own loadStrings([...]) names, loaded before it renders
    const file = path.join(SRC, entry);
    const loads = [...readFileSync(file, 'utf8').matchAll(/loadStrings\(\[([^\]]*)\]/g)].flatMap(([, list]) =>
      [...list.matchAll(/'([\w-]+)'/g)].map(([, area]) => area as StringArea),
    );
    expect(unloaded(file, new Set(loads))).toEqual([]);
  });
});

describe('the files of the areas', () => {
  // the build finds a first page's strings chunks by stringsFile (vite.config.ts): each loader of
  // string-areas.ts imports that file
  const file = path.join(SRC, 'lib/i18n/string-areas.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const loaders: [string, string, string | undefined][] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      // `en: () => import(…).then(…)` inside `'<area>': { … }`
      let property: ts.Node = node;
      while (!ts.isPropertyAssignment(property)) property = property.parent;
      const area = (property.parent.parent as ts.PropertyAssignment).name.getText().replaceAll("'", '');
      const [specifier] = node.arguments;
      loaders.push([
        area,
        property.name.getText(),
        specifier && resolve(specifier.getText().slice(1, -1), file),
      ]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);

  test('each area has a loader per language, importing the file stringsFile names', () => {
    expect(loaders).toHaveLength(Object.keys(STRING_AREAS).length * 2);
    for (const [area, language, imported] of loaders)
      expect(imported, `${area} ${language}`).toBe(
        path.join(SRC, stringsFile(area as StringArea, language as 'en' | 'de')),
      );
  });
});
