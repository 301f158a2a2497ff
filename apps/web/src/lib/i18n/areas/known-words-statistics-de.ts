import type { knownWordsStatisticsEn } from './known-words-statistics';

/** German strings of the statistics page's known words: the type mirrors the English ones. */
export const knownWordsStatisticsDe: typeof knownWordsStatisticsEn = {
  title: 'Bekannte Wörter',
  intro: 'Wörter, die du kannst, nach Sprache: die Zahl, die wachsen soll.',
  empty:
    'Noch keine bekannten Wörter. Markiere beim Lesen Wörter als bekannt oder wähle deine Stufe in den Einstellungen.',
  toSettings: 'Einstellungen öffnen',
  loadFailed: 'Deine bekannten Wörter konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  knownIn: 'bekannt in {{language}}',
  detail: '{{learning}} im Lernen · {{ignored}} ignoriert',
  chartTitle: 'Bekannte Wörter im Lauf der Zeit',
  chartLanguage: 'Sprache des Diagramms',
  chartSummary: 'Bekannte Wörter in {{language}}: {{first}} am {{from}}, {{last}} am {{to}}.',
  chartEmpty: 'Noch nichts zu zeichnen: Markiere Wörter als bekannt und schau wieder vorbei.',
  chartFailed: 'Der Verlauf deiner bekannten Wörter konnte nicht geladen werden.',
  chartLoading: 'Das Diagramm wird geladen',
  table: 'Die Zahlen als Tabelle zeigen',
  date: 'Tag',
  known: 'Bekannte Wörter',
};
