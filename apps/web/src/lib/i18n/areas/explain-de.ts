import type { explainEn } from './explain';

export const explainDe: typeof explainEn = {
  title: 'Einen Satz erklären',
  close: 'Schließen',
  sentence: 'Satz',
  submit: 'Diesen Satz erklären',
  asking: 'Wird angefragt …',
  writing: 'Die Erklärung wird geschrieben …',
  translation: 'Übersetzung',
  grammar: 'Grammatik',
  failed: 'Dieser Satz konnte nicht erklärt werden.',
  needsModel:
    'Um einen Satz zu erklären, braucht es ein Sprachmodell, und dieser Server läuft ohne (Demomodus).',
  noSentences: 'Dieser Text hat keinen Satz zum Erklären.',
};
