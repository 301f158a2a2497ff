// The settings page's strings load with that page, not with every page (the learner's first paint weighs
// them, docs/performance.md): each module that uses `settings.*` keys imports this file for its side
// effect, before it renders.
import { settingsEn } from './areas/settings';
import { settingsDe } from './areas/settings-de';
import { i18n } from './index';

if (!i18n.exists('settings.saved', { lng: 'en' })) {
  i18n.addMessages('en', { settings: settingsEn });
  i18n.addMessages('de', { settings: settingsDe });
}
