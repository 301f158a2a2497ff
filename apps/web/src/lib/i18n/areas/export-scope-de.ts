import type { exportScopeEn } from './export-scope';

/** German strings of what a vocabulary export holds (issue 35). */
export const exportScopeDe: typeof exportScopeEn = {
  onlyLanguage_one: '{{count}} Wort auf {{language}}',
  onlyLanguage_other: '{{count}} Wörter auf {{language}}',
  onlyLanguageUncounted: 'Wörter auf {{language}}',
  allLanguages_one: 'Alle Sprachen: {{count}} Wort',
  allLanguages_other: 'Alle Sprachen: {{count}} Wörter',
  allLanguagesUncounted: 'Alle Sprachen',
  matching: 'mit „{{search}}“',
};
