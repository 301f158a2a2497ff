/**
 * The strings that load with the pages and dialogs that show them, not with every page (those are
 * en.ts and de.ts): an area's English strings are `areas/<area>.ts`, its German ones `areas/<area>-de.ts`,
 * each a chunk of its own, so a page fetches only the language it shows. Each loader gives the tree the
 * area adds to the messages (`extras.*`, `knownWords.statistics.*`, more `importText.*`).
 *
 * A page names its areas in the route manifest (`strings`), and the router loads them beside the page's
 * code; a lazily loaded component that is not a page loads its own with `withStrings` (index.ts). A
 * component reaches an area's keys only through `useTranslation('<area>')`, which throws when the area
 * is not loaded (use-translation.ts), and src/app/route-strings.test.ts holds every page's and lazy
 * component's loads to the areas its modules name.
 *
 * Not `satisfies` a type: its context would widen each loader's inferred tree, which types the keys
 * (index.ts's loadArea checks that each is a tree of strings, in each language).
 */
export const STRING_AREAS = {
  extras: {
    en: () => import('./areas/extras').then((module) => ({ extras: module.extrasEn })),
    de: () => import('./areas/extras-de').then((module) => ({ extras: module.extrasDe })),
  },
  settings: {
    en: () => import('./areas/settings').then((module) => ({ settings: module.settingsEn })),
    de: () => import('./areas/settings-de').then((module) => ({ settings: module.settingsDe })),
  },
  'known-words': {
    en: () => import('./areas/known-words').then((module) => ({ knownWords: module.knownWordsEn })),
    de: () => import('./areas/known-words-de').then((module) => ({ knownWords: module.knownWordsDe })),
  },
  'known-words-statistics': {
    en: () =>
      import('./areas/known-words-statistics').then((module) => ({
        knownWords: { statistics: module.knownWordsStatisticsEn },
      })),
    de: () =>
      import('./areas/known-words-statistics-de').then((module) => ({
        knownWords: { statistics: module.knownWordsStatisticsDe },
      })),
  },
  // beside the `importText` strings every page has (areas/import-text.ts)
  'import-dialog': {
    en: () => import('./areas/import-dialog').then((module) => ({ importText: module.importDialogEn })),
    de: () => import('./areas/import-dialog-de').then((module) => ({ importText: module.importDialogDe })),
  },
  'level-fit': {
    en: () => import('./areas/level-fit').then((module) => ({ levelFit: module.levelFitEn })),
    de: () => import('./areas/level-fit-de').then((module) => ({ levelFit: module.levelFitDe })),
  },
  explain: {
    en: () => import('./areas/explain').then((module) => ({ explain: module.explainEn })),
    de: () => import('./areas/explain-de').then((module) => ({ explain: module.explainDe })),
  },
  // the trainer's list, the training's form and session, the statistics' streaks (not the reader's or the text list's)
  trainer: {
    en: () => import('./areas/trainer').then((module) => ({ trainer: module.trainerEn })),
    de: () => import('./areas/trainer-de').then((module) => ({ trainer: module.trainerDe })),
  },
  // beside the `exchange` strings every page has: the vocabulary list's export menu and import dialog
  'vocabulary-exchange': {
    en: () =>
      import('./areas/vocabulary-exchange').then((module) => ({ exchange: module.vocabularyExchangeEn })),
    de: () =>
      import('./areas/vocabulary-exchange-de').then((module) => ({ exchange: module.vocabularyExchangeDe })),
  },
  'export-scope': {
    en: () => import('./areas/export-scope').then((module) => ({ exportScope: module.exportScopeEn })),
    de: () => import('./areas/export-scope-de').then((module) => ({ exportScope: module.exportScopeDe })),
  },
};

/** An area of strings, as the route manifest and `useTranslation` name it: 'extras', 'level-fit'. */
export type StringArea = keyof typeof STRING_AREAS;

/** The strings an area adds to the messages, as its English file writes them. */
export type AreaMessages<A extends StringArea> = Awaited<ReturnType<(typeof STRING_AREAS)[A]['en']>>;
