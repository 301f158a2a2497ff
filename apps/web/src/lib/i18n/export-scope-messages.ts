// What an export holds (issue 35): the strings load with the export menu, not with every page's first
// paint (bundle budgets); the menu imports this file for its side effect, before it renders.
import { exportScopeEn } from './areas/export-scope';
import { exportScopeDe } from './areas/export-scope-de';
import { i18n } from './index';

if (!i18n.exists('exportScope.matching', { lng: 'en' })) {
  i18n.addMessages('en', { exportScope: exportScopeEn });
  i18n.addMessages('de', { exportScope: exportScopeDe });
}
