import type { learningEn } from './learning';

/** German UI strings of the learning engine: the type mirrors the English ones. */
export const learningDe: typeof learningEn = {
  due: {
    today_one: '{{count}} Wort heute fällig',
    today_other: '{{count}} Wörter heute fällig',
    now_one: '{{count}} jetzt fällig',
    now_other: '{{count}} jetzt fällig',
    new_one: '{{count}} neues Wort',
    new_other: '{{count}} neue Wörter',
    newTomorrow_one: 'Die neuen Wörter für heute sind geschafft: {{count}} neues Wort wartet auf morgen.',
    newTomorrow_other: 'Die neuen Wörter für heute sind geschafft: {{count}} neue Wörter warten auf morgen.',
    trainDue: 'Fällige Wörter üben',
    nothingDue: 'Gerade ist nichts fällig',
    loadFailed: 'Die fälligen Wörter konnten nicht gezählt werden.',
  },
  session: {
    dueHeading: 'Jetzt fällige Wörter, die du am ehesten vergisst zuerst, dann neue',
    dueEmpty: 'Gerade ist kein Wort fällig',
    dueEmptyHint: 'Schau später wieder vorbei: Jedes Wort kommt kurz bevor du es vergessen würdest zurück.',
    backToTraining: 'Zurück zu deinem Training',
    sentence: 'Wo du es gelesen hast',
  },
  levelFit: {
    summary_one: '{{known}} % bekannt · {{count}} neu',
    summary_other: '{{known}} % bekannt · {{count}} neu',
    label_one:
      'Passung: {{known}} von {{total}} verschiedenen Wörtern bekannt, {{learning}} noch im Lernen, {{count}} neu',
    label_other:
      'Passung: {{known}} von {{total}} verschiedenen Wörtern bekannt, {{learning}} noch im Lernen, {{count}} neu',
    known: 'Bekannt',
    learning: 'Im Lernen',
    new: 'Neu',
  },
  practice: {
    option: 'Meine Wörter üben',
    optionHint: 'Der Text baut bis zu 8 deiner fälligen oder schwächsten Wörter dieser Sprache ein.',
    asked_one: '{{count}} Wort zum Üben angefragt',
    asked_other: '{{count}} Wörter zum Üben angefragt',
    used_one: '{{used}} von {{count}} Wort verwendet',
    used_other: '{{used}} von {{count}} Wörtern verwendet',
    fewUsed_one: 'Das Modell hat das angefragte Wort nicht verwendet. Es bleibt zum Üben fällig.',
    fewUsed_other:
      'Das Modell hat nur {{used}} der {{count}} angefragten Wörter verwendet. Die fehlenden bleiben zum Üben fällig.',
    missing: 'Nicht verwendet: {{words}}',
  },
  retention: {
    label: 'Gewünschte Behaltensquote',
    hint: 'Wie sicher du ein Wort noch wissen willst, wenn es wiederkommt. Höher heißt mehr Wiederholungen.',
    value: '{{value}} %',
    saved: 'Behaltensquote gespeichert',
  },
  charts: {
    heading: 'Fortschritt',
    reviewsPerDay: 'Antworten pro Tag (letzte 30 Tage)',
    reviews: 'Antworten',
    good: 'Weiß ich',
    notGood: 'Weiß ich nicht',
    wordsAdded: 'Neue Wörter pro Tag (letzte 30 Tage)',
    words: 'Wörter',
    forecast: 'Fällige Wiederholungen (nächste 14 Tage)',
    due: 'Fällig',
    retention: 'Echte Behaltensquote (letzte 30 Tage)',
    retentionValue: '{{rate}} %',
    retentionDetail_one: '{{good}} von {{count}} fälligen Wort gewusst · dein Ziel {{desired}} %',
    retentionDetail_other: '{{good}} von {{count}} fälligen Wörtern gewusst · dein Ziel {{desired}} %',
    noDueReviews: 'In den letzten 30 Tagen noch keine fälligen Wiederholungen beantwortet.',
    loadFailed: 'Dein Fortschritt konnte nicht geladen werden.',
    loading: 'Diagramme werden geladen…',
  },
};
