// the contract's module by its file, not the package: Node loads this file with vite.config.ts, and the
// package's entry is TypeScript it would not load (the same file either way)
import { paths, type ApiPath } from '../../../../packages/contract/src/paths';
import type { Gate } from '@/lib/access';
import type { UiLanguage } from '@/lib/i18n/starting-language';
import type { StringArea } from '@/lib/i18n/string-areas';

/**
 * Every page of the SPA, declared once (issue 37). The router's table (`router.tsx`), the page's preload
 * and data prefetch, the build's chunk groups, the first-page files and answers the HTML asks for
 * (decisions 032, 033) and the service worker's API caches (decision 018) are all read from here.
 *
 * Plain data: the build (vite.config.ts) imports this file in Node, so it imports nothing but the
 * contract's path builders and types. A page's module is named relative to `src/app/routes/`, without
 * its extension; the router finds it with `import.meta.glob`, and the build fails when a module named
 * here is missing or a page module is not named here (`build/route-manifest-plugin.ts`).
 */
export type PageEntry = {
  /** The address as the router matches it (`:name` a parameter). */
  readonly path: string;
  /** The page's module under `src/app/routes/`, e.g. `'reeprise/text-list'` for `text-list.tsx`. */
  readonly module: string;
  /** The component the module exports. */
  readonly component: string;
  /**
   * The UI kit the page paints with: `plain` (React and CSS modules, no MUI: decisions 021-023) or `mui`
   * (MUI's frame loads with the page). The plain pages share the `plain-kit` chunk: what two of them
   * import is in it.
   */
  readonly kit: 'plain' | 'mui';
  /**
   * A chunk of the page's own imports that other chunks share too, asked for beside the page's chunk
   * (one request instead of a round trip each). `plain-kit` for the home page, whose imports every
   * learner page loads with the plain kit anyway (decision 032).
   */
  readonly ownKit?: 'plain-kit' | 'reader-kit' | 'statistics-kit';
  /**
   * The areas of strings the page's modules show (`lib/i18n/string-areas.ts`), in the language shown: the
   * router loads them beside the page's code, before it renders, and theme.js asks for a first page's
   * while the HTML is parsed. `route-strings.test.ts` holds this list to the areas the page's modules
   * name in `useTranslation`, no more and no fewer.
   */
  readonly strings?: readonly StringArea[];
  /** The page's first data: its module's sibling `<module>.data.ts` exports `prefetch` (decision 031). */
  readonly data?: true;
  /**
   * A page a signed-in browser often opens first: the HTML asks for its code (decision 032) and for
   * these API answers (decision 033) while it is parsed. A builder's parameter is the address's first
   * parameter, digits only; the app's prefetch must ask for exactly these paths, or it asks again.
   */
  readonly first?: { readonly answers: readonly FirstAnswer[] };
  /** Who may open it (`RequireAccess`). */
  readonly gate?: Gate;
  /**
   * Where the page renders: inside the app's layout (`app`, the default), in the wish spaces' area
   * under `/wishspace` (for the `experimental` gate, with its own error screen), or on its own (`bare`:
   * no layout, no login).
   */
  readonly area?: 'app' | 'wishspace' | 'bare';
};

/** An API call of a first page: a builder with the address's parameter, or a fixed path. */
export type FirstAnswer = { readonly path: ApiPath; readonly query?: Readonly<Record<string, '$1'>> };

/** Asked for by theme.js on every first page of a signed-in browser: who is there and their settings. */
export const SIGNED_IN_ANSWERS: readonly ApiPath[] = [paths.auth.whoami, paths.userSettings];

export const PAGES = {
  textList: {
    path: '/reeprise',
    module: 'reeprise/text-list',
    component: 'TextListPage',
    kit: 'plain',
    ownKit: 'plain-kit',
    data: true,
    first: { answers: [] },
  },
  textReader: {
    path: '/reeprise/:generatedTextId',
    module: 'reeprise/text-reader',
    component: 'TextReaderPage',
    strings: ['level-fit'],
    // the reader paints without MUI; its popover and forms load it on demand (decision 022)
    kit: 'plain',
    ownKit: 'reader-kit',
    data: true,
    // text-reader.data.ts: the text, the learner's words of it and chapter 1 (the next chapter's link)
    first: {
      answers: [
        { path: paths.generatedTexts.detail },
        { path: paths.vocabulary.collection, query: { generated_text_id: '$1' } },
        { path: paths.generatedTexts.chapter },
      ],
    },
  },
  vocabularyTrainer: {
    path: '/vocabulary_trainer',
    module: 'vocabulary/vocabulary-trainer',
    component: 'VocabularyTrainerPage',
    strings: ['trainer'],
    // MUI loads with the export menu, the import dialog and the editor (decision 023)
    kit: 'plain',
    data: true,
    first: { answers: [] },
  },
  trainingMode: {
    path: '/vocabulary_training_mode',
    module: 'vocabulary/training-mode',
    component: 'TrainingModePage',
    strings: ['trainer'],
    kit: 'mui',
  },
  statistics: {
    path: '/statistics',
    module: 'statistics/statistics',
    component: 'StatisticsPage',
    strings: ['known-words-statistics', 'level-fit', 'trainer'],
    kit: 'plain',
    // what the page shares with its lazily drawn charts (number and day formats, the charts' styles): with
    // the page's chunk, not a round trip after it
    ownKit: 'statistics-kit',
    data: true,
    // statistics.data.ts: the known words' languages (the headline, whose height the page below waits
    // for), the vocabulary's and the texts' figures; the progress charts' answer depends on the browser's
    // time zone, so the app asks for it
    first: {
      answers: [
        { path: paths.wordStatuses.languages },
        { path: paths.vocabulary.stats },
        { path: paths.generatedTexts.stats },
      ],
    },
  },
  settings: {
    path: '/settings',
    module: 'settings/settings',
    component: 'SettingsPage',
    strings: ['known-words', 'settings'],
    kit: 'mui',
  },
  trainingSettings: {
    path: '/vocabulary_trainer_new',
    module: 'vocabulary/training-settings',
    component: 'TrainingSettingsPage',
    strings: ['trainer'],
    kit: 'mui',
    gate: 'experimental',
  },
  barkAccount: {
    path: '/bark_account',
    module: 'barks/bark-account',
    component: 'BarkAccountPage',
    strings: ['extras'],
    kit: 'mui',
    gate: 'experimental',
  },
  chat: {
    path: '/chat',
    module: 'chat/chat',
    component: 'ChatPage',
    strings: ['extras'],
    kit: 'mui',
    gate: 'experimental',
  },
  checkYourEmail: {
    path: '/check_your_email',
    module: 'account/check-your-email',
    component: 'CheckYourEmailPage',
    strings: ['extras'],
    kit: 'mui',
    gate: 'experimental',
  },
  dialogue: {
    path: '/dialogue',
    module: 'dialogue/dialogue',
    component: 'DialoguePage',
    strings: ['extras'],
    kit: 'mui',
    gate: 'experimental',
  },
  barkClassic: {
    path: '/bark_classic',
    module: 'barks/bark-classic',
    component: 'BarkClassicPage',
    strings: ['extras'],
    kit: 'mui',
    gate: 'viewBarks',
  },
  shoppingList: {
    path: '/shoppinglist',
    module: 'shopping/shopping-list',
    component: 'ShoppingListPage',
    strings: ['extras'],
    kit: 'mui',
    gate: 'viewShoppingList',
  },
  wishSpaceList: {
    path: '/wishspace',
    module: 'wishspace/wish-space-list',
    component: 'WishSpaceListPage',
    strings: ['extras'],
    kit: 'mui',
    area: 'wishspace',
  },
  wishSpaceCreate: {
    path: '/wishspace/create',
    module: 'wishspace/wish-space-create',
    component: 'WishSpaceCreatePage',
    strings: ['extras'],
    kit: 'mui',
    area: 'wishspace',
  },
  wishSpaceDetail: {
    path: '/wishspace/:wishSpaceId',
    module: 'wishspace/wish-space-detail',
    component: 'WishSpaceDetailPage',
    strings: ['extras'],
    kit: 'mui',
    area: 'wishspace',
  },
  // outside the common layout and without login: the guest's token is the authorization
  wishUpload: {
    path: '/wishspace/:wishSpaceId/upload',
    module: 'wishspace/wish-upload',
    component: 'WishUploadPage',
    strings: ['extras'],
    kit: 'mui',
    area: 'bare',
  },
} as const satisfies Record<string, PageEntry>;

export type PageId = keyof typeof PAGES;

/** The pages, each with its id. */
export const PAGE_LIST: readonly (PageEntry & { id: PageId })[] = Object.entries(PAGES).map(([id, page]) => ({
  ...(page as PageEntry),
  id: id as PageId,
}));

/**
 * The staff's and the early testers' extras (a gate, or outside the learner's area): their chunks list
 * no preloads (vite.config.ts), so a learner's first page does not carry their lists of MUI files.
 */
export function isExtra(page: PageEntry): boolean {
  return page.gate !== undefined || (page.area ?? 'app') !== 'app';
}

/**
 * A page's address as the regular expression theme.js matches `location.pathname` with: a parameter is
 * a group, case-insensitive as the router, a trailing slash allowed.
 */
export function addressPattern(path: string): string {
  const pattern = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '([^/]+)' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return `^${pattern}/?$`;
}

/**
 * The URL of a first answer, as theme.js fills it in: `$1` stands for the address's parameter (each of a
 * builder's parameters gets it; chapter's second is the first chapter, 1).
 */
export function answerTemplate({ path, query }: FirstAnswer): string {
  const parameters = path.pattern.match(/:[A-Za-z_]+/g) ?? [];
  const filled = parameters.map((_, index) => (index === 0 ? '$1' : '1'));
  const url = path(...(filled as []));
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  // the builder encodes '$'; theme.js looks for the plain '$1'
  return (url + search).replaceAll(encodeURIComponent('$1'), '$1');
}

/**
 * The file of an area's strings in a language, under `src/` (`lib/i18n/string-areas.ts` loads each, a
 * chunk of its own): the build finds a first page's strings chunks by it (route-strings.test.ts holds the
 * loaders to it).
 */
export function stringsFile(area: StringArea, language: UiLanguage): string {
  return `lib/i18n/areas/${area}${language === 'en' ? '' : `-${language}`}.ts`;
}
