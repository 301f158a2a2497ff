/**
 * What a vocabulary export holds (issue 35), in the export menu: loaded with it (string-areas.ts),
 * not with every page. German in export-scope-de.ts.
 */
export const exportScopeEn = {
  onlyLanguage_one: '{{count}} {{language}} word',
  onlyLanguage_other: '{{count}} {{language}} words',
  onlyLanguageUncounted: '{{language}} words',
  allLanguages_one: 'All languages: {{count}} word',
  allLanguages_other: 'All languages: {{count}} words',
  allLanguagesUncounted: 'All languages',
  matching: 'matching “{{search}}”',
};
