/**
 * The statistics page's strings of known words (issue 34), apart from the rest of known-words.ts so that
 * the page loads only these; German in known-words-statistics-de.ts.
 */
export const knownWordsStatisticsEn = {
  title: 'Known words',
  intro: 'Words you know, by language: the figure to watch grow.',
  empty: 'No known words yet. Mark words as known while you read, or choose your level in Settings.',
  toSettings: 'Open Settings',
  loadFailed: 'Your known words could not be loaded.',
  retry: 'Try again',
  knownIn: 'known in {{language}}',
  detail: '{{learning}} learning · {{ignored}} ignored',
  chartTitle: 'Known words over time',
  chartLanguage: 'Language of the chart',
  chartSummary: 'Known words in {{language}}: {{first}} on {{from}}, {{last}} on {{to}}.',
  chartEmpty: 'Nothing to draw yet: mark words as known and come back.',
  chartFailed: 'The history of your known words could not be loaded.',
  chartLoading: 'Loading the chart',
  table: 'Show the figures as a table',
  date: 'Day',
  known: 'Known words',
};
