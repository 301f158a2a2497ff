/**
 * UI strings for importing the learner's own texts (issue 17 §1), in English; German in import-text-de.ts.
 * What the text list and the reader show of an imported text is here; the import dialog's own strings load
 * with the dialog (areas/import-dialog.ts).
 */
export const importTextEn = {
  open: 'Add your own text',
  badge: 'Imported',
  badgeHint: 'Your own text, imported',
  source: 'Source',
};
