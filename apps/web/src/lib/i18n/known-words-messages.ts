// The strings of placement, known words and their import (issue 34) load with the pages and dialogs that
// show them, not with every page: each module that uses `knownWords.*` keys imports this file for its side
// effect, before it renders.
import { knownWordsEn } from './areas/known-words';
import { knownWordsDe } from './areas/known-words-de';
import { i18n } from './index';

if (!i18n.exists('knownWords.placement.title', { lng: 'en' })) {
  i18n.addMessages('en', { knownWords: knownWordsEn });
  i18n.addMessages('de', { knownWords: knownWordsDe });
}
