// The sentence explanation panel's strings load with the panel (issue 36), not with the reader.
import { explainEn } from './areas/explain';
import { explainDe } from './areas/explain-de';
import { i18n } from './index';

if (!i18n.exists('explain.title', { lng: 'en' })) {
  i18n.addMessages('en', { explain: explainEn });
  i18n.addMessages('de', { explain: explainDe });
}
