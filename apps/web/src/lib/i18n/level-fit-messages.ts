// Issue 36's strings of the reader's rewrite offer and the statistics' level hits load with those pages, not
// with every page: each module that uses `levelFit.*` keys imports this file for its side effect.
import { levelFitEn } from './areas/level-fit';
import { levelFitDe } from './areas/level-fit-de';
import { i18n } from './index';

if (!i18n.exists('levelFit.rewrite.easier', { lng: 'en' })) {
  i18n.addMessages('en', { levelFit: levelFitEn });
  i18n.addMessages('de', { levelFit: levelFitDe });
}
