// The import dialog's strings load with the dialog, not with every page (the learner's first paint weighs
// them, docs/performance.md): each module of the dialog imports this file for its side effect, before it
// renders. They join the `importText` strings every page has.
import { importDialogEn } from './areas/import-dialog';
import { importDialogDe } from './areas/import-dialog-de';
import { i18n } from './index';

if (!i18n.exists('importText.title', { lng: 'en' })) {
  i18n.addMessages('en', { importText: importDialogEn });
  i18n.addMessages('de', { importText: importDialogDe });
}
