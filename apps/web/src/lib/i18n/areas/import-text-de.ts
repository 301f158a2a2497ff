import type { importTextEn } from './import-text';

/** German UI strings for importing the learner's own texts: the type mirrors the English ones. */
export const importTextDe: typeof importTextEn = {
  open: 'Eigenen Text hinzufügen',
  badge: 'Importiert',
  badgeHint: 'Dein eigener, importierter Text',
  source: 'Quelle',
};
