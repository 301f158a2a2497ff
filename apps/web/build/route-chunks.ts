import path from 'node:path';
import type { Plugin } from 'vite';
import { isExtra, PAGE_LIST, type PageEntry } from '../src/app/route-manifest';
import { GENERATED_MODULE_PREFIX } from './answer-checks';

/**
 * The chunk groups of the SPA's first pages, derived from the route manifest and the module graph
 * (issue 37): no source file is named here, so renaming one moves nothing. Each group is what the
 * graph says it is:
 * - `boot`: what the SPA's entry imports that another chunk imports too (the admin entry, a page): one
 *   chunk instead of a dozen of a few hundred bytes, each a request an HTTP/1.1 browser queues six at a
 *   time (decision 024); the shell the entry renders comes with it (decision 032).
 * - `learner-data`: the manifest's data modules (`*.data.ts`) and what they import that the admin entry
 *   does not: the router imports them (decision 031), one chunk instead of seven.
 * - `plain-kit`: what two or more plain pages import, and what the home page imports that other chunks
 *   share (decision 032): the requests after whoami queue on six connections.
 * - a page's own kit (`reader-kit`): what the page imports that other chunks share, asked for beside the
 *   page's chunk (the router's resolveDependencies in vite.config.ts) instead of a round trip later.
 * Modules outside `src/` (the contract) come with the modules that use them (Rolldown's
 * `includeDependenciesRecursively`), once tree-shaking has taken out what nobody uses: named by hand,
 * the contract's zod schemas came along (a 100 KB chunk on the landing page).
 */
type Graph = {
  getModuleIds(): Iterable<string>;
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    importers: readonly string[];
    dynamicallyImportedIds: readonly string[];
  } | null;
};

type Sets = { boot: Set<string>; learnerData: Set<string>; kits: Map<string, Set<string>> };

/** The kits' chunk names, the plain kit first. */
export const KIT_NAMES = [
  'plain-kit',
  ...new Set(PAGE_LIST.flatMap((page) => (page.ownKit && page.ownKit !== 'plain-kit' ? [page.ownKit] : []))),
];

/** A page's module file (`.tsx`) or its data module. */
export function pageFile(root: string, page: PageEntry, kind: 'page' | 'data' = 'page'): string {
  return path.join(root, 'src/app/routes', `${page.module}${kind === 'page' ? '.tsx' : '.data.ts'}`);
}

/** The chunk sets of a build: pure, for the graph of `getModuleInfo`. */
export function chunkSets(root: string, graph: Graph): Sets {
  const source = path.join(root, 'src') + path.sep;
  // the app's own modules: its source files and what the build generates for them (the answer checks)
  const own = (id: string) => id.startsWith(source) || id.startsWith(GENERATED_MODULE_PREFIX);
  const info = (id: string) => graph.getModuleInfo(id);
  // what `roots` import statically, transitively, within src/ (and Vite's helpers, `\0vite/…`)
  const closure = (roots: readonly string[]) => {
    const seen = new Set<string>();
    const stack = [...roots];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      for (const next of info(id)?.importedIds ?? [])
        if (own(next) || next.startsWith('\0vite')) stack.push(next);
    }
    return seen;
  };
  const sharedBeyond = (set: Set<string>, id: string) =>
    (info(id)?.importers ?? []).some((by) => !set.has(by));
  const entry = closure([path.join(root, 'index.html')]);
  const admin = closure([path.join(root, 'admin.html')]);

  const dataFiles = PAGE_LIST.filter((page) => page.data).map((page) => pageFile(root, page, 'data'));
  const learnerData = new Set([...closure(dataFiles)].filter((id) => !admin.has(id)));
  const boot = new Set(
    [...entry].filter(
      (id) =>
        !learnerData.has(id) &&
        (id.startsWith('\0vite') || (own(id) && !id.endsWith('.html') && sharedBeyond(entry, id))),
    ),
  );

  // a page's imports beyond the entry's graph
  const importsOf = (page: PageEntry) => {
    const file = pageFile(root, page);
    return new Set([...closure([file])].filter((id) => id !== file && own(id) && !entry.has(id)));
  };
  const plainPages = PAGE_LIST.filter((page) => page.kit === 'plain');
  const uses = new Map<string, number>();
  for (const page of plainPages) for (const id of importsOf(page)) uses.set(id, (uses.get(id) ?? 0) + 1);
  // What a visitor's page (the landing page, the sign-in page: the entry's lazy imports that are not the
  // manifest's) shares with a learner page is in boot: the landing page loads no kit.
  const pageFiles = new Set(PAGE_LIST.map((page) => pageFile(root, page)));
  const visitorPages = [...entry].flatMap((id) =>
    (info(id)?.dynamicallyImportedIds ?? []).filter((target) => own(target) && !pageFiles.has(target)),
  );
  for (const id of closure(visitorPages)) if (uses.has(id) && !learnerData.has(id)) boot.add(id);
  const plainKit = new Set([...uses].filter(([id, count]) => count >= 2 && !boot.has(id)).map(([id]) => id));
  const kits = new Map<string, Set<string>>([['plain-kit', plainKit]]);
  for (const page of PAGE_LIST) {
    if (!page.ownKit) continue;
    const imports = importsOf(page);
    const within = new Set([...imports, pageFile(root, page)]);
    const kit = kits.get(page.ownKit) ?? new Set<string>();
    for (const id of imports) if (!plainKit.has(id) && sharedBeyond(within, id)) kit.add(id);
    kits.set(page.ownKit, kit);
  }
  return { boot, learnerData, kits };
}

/**
 * The plugin that checks the manifest against the files (a module named there that is missing, or a
 * page module it does not name, fails the build) and computes the groups once the graph is known;
 * `groups` are Rolldown's code-splitting groups reading them, `isExtraChunk` tells the staff's extras'
 * chunks (vite.config.ts's resolveDependencies).
 */
export function routeChunks(root: string) {
  let sets: Sets | undefined;
  const facades = new Map<string, string>();
  const extras = new Set(PAGE_LIST.filter(isExtra).map((page) => pageFile(root, page)));
  const member = (name: string) => (id: string) => {
    if (!sets) throw new Error('routeChunks: the groups were asked for before the graph was read');
    return (name === 'boot' || name === 'learnerData' ? sets[name] : sets.kits.get(name))?.has(id) ?? false;
  };
  const plugin: Plugin = {
    name: 'reeprise-route-chunks',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const ids = new Set(this.getModuleIds());
      const routes = path.join(root, 'src/app/routes') + path.sep;
      for (const page of PAGE_LIST) {
        for (const file of [pageFile(root, page), ...(page.data ? [pageFile(root, page, 'data')] : [])])
          if (!ids.has(file)) this.error(`route-manifest: ${page.module} names ${file}, which is not there`);
      }
      const named = new Set(
        PAGE_LIST.flatMap((page) => [pageFile(root, page), pageFile(root, page, 'data')]),
      );
      for (const id of ids) {
        if (id.startsWith(routes) && /\.tsx?$/.test(id) && !named.has(id))
          this.error(`route-manifest: ${id} is a page module the manifest does not name`);
      }
      sets = chunkSets(root, this);
    },
    renderChunk(_code, chunk) {
      if (chunk.facadeModuleId) facades.set(chunk.fileName, chunk.facadeModuleId);
      return null;
    },
  };
  return {
    plugin,
    groups: [
      { name: 'boot', test: member('boot') },
      // only what the set names: its imports stay where they are (boot, libs)
      { name: 'learner-data', test: member('learnerData'), includeDependenciesRecursively: false },
      ...KIT_NAMES.map((name) => ({ name, test: member(name) })),
    ],
    /** A staff's or early tester's page chunk (the manifest's `isExtra`). */
    isExtraChunk: (fileName: string) => extras.has(facades.get(fileName) ?? ''),
  };
}
