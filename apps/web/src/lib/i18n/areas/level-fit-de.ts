import type { levelFitEn } from './level-fit';

export const levelFitDe: typeof levelFitEn = {
  rewrite: {
    easier: 'Zu schwer? Mach es leichter',
    harder: 'Mach es schwerer',
    rewriting: 'Wird neu geschrieben …',
    rewriteFailed: 'Der Text konnte nicht neu geschrieben werden.',
    retoldFrom: {
      easier: 'Leichter nacherzählt aus Kapitel {{number}}',
      harder: 'Schwerer nacherzählt aus Kapitel {{number}}',
    },
    retoldFromText: {
      easier: 'Leichter nacherzählt aus dem Originaltext',
      harder: 'Schwerer nacherzählt aus dem Originaltext',
    },
    explainOpen: 'Einen Satz erklären',
  },
  hits: {
    levelHits_one:
      'Dein letzter Text: {{atLevel}} von 1 auf deinem Niveau (dein Ziel: {{target}} % bekannte Wörter).',
    levelHits_other:
      '{{atLevel}} deiner letzten {{count}} Texte waren auf deinem Niveau (dein Ziel: {{target}} % bekannte Wörter).',
    levelHitsNone:
      'Noch kein fertiger Text gemessen: sobald einer geschrieben ist, steht hier, wie viele auf deinem Niveau waren.',
  },
};
