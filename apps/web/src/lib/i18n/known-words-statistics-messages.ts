// The statistics page's strings of known words load with that page alone (its first paint weighs them,
// e2e/bundle-budget.spec.ts): they join the `knownWords` strings as `knownWords.statistics`.
import { knownWordsStatisticsEn } from './areas/known-words-statistics';
import { knownWordsStatisticsDe } from './areas/known-words-statistics-de';
import { i18n } from './index';

if (!i18n.exists('knownWords.statistics.title', { lng: 'en' })) {
  i18n.addMessages('en', { knownWords: { statistics: knownWordsStatisticsEn } });
  i18n.addMessages('de', { knownWords: { statistics: knownWordsStatisticsDe } });
}
