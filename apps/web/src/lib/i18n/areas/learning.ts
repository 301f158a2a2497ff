/** UI strings of the learning engine (issue 16), English and German; the German type mirrors the English. */
export const learningEn = {
  due: {
    today_one: '{{count}} word due today',
    today_other: '{{count}} words due today',
    now_one: '{{count}} due now',
    now_other: '{{count}} due now',
    trainDue: 'Train due words',
    nothingDue: 'Nothing due right now',
    loadFailed: 'Due words could not be counted.',
  },
  session: {
    dueHeading: 'Words due now, the ones you are closest to forgetting first',
    dueEmpty: 'No words are due right now',
    dueEmptyHint: 'Come back later: each word comes back just before you would forget it.',
    backToTraining: 'Back to your training',
    sentence: 'Where you met it',
  },
  levelFit: {
    summary_one: '{{known}} % known · {{count}} new',
    summary_other: '{{known}} % known · {{count}} new',
    label_one:
      'Level fit: {{known}} of {{total}} different words known, {{learning}} still learning, {{count}} new',
    label_other:
      'Level fit: {{known}} of {{total}} different words known, {{learning}} still learning, {{count}} new',
    known: 'Known',
    learning: 'Learning',
    new: 'New',
  },
  practice: {
    option: 'Practise my words',
    optionHint: 'The text works in up to 8 of your due or weakest words in this language.',
    asked_one: 'Asked to practise {{count}} word',
    asked_other: 'Asked to practise {{count}} words',
    used_one: 'Used {{used}} of {{count}} word',
    used_other: 'Used {{used}} of {{count}} words',
    fewUsed_one:
      'The model did not use the word it was asked for. It stays due for training.',
    fewUsed_other:
      'The model used only {{used}} of the {{count}} words it was asked for. The words it left out stay due for training.',
    missing: 'Not used: {{words}}',
  },
  retention: {
    label: 'Desired retention',
    hint: 'How sure you want to be to remember a word when it comes back. Higher means more reviews.',
    value: '{{value}} %',
    saved: 'Desired retention saved',
  },
  charts: {
    heading: 'Progress',
    reviewsPerDay: 'Reviews per day (last 30 days)',
    reviews: 'Answers',
    good: 'I know it',
    notGood: "I don't know it",
    wordsAdded: 'Words added per day (last 30 days)',
    words: 'Words',
    forecast: 'Reviews due (next 14 days)',
    due: 'Due',
    retention: 'True retention (last 30 days)',
    retentionValue: '{{rate}} %',
    retentionDetail_one: '{{good}} of {{count}} due word remembered · your target {{desired}} %',
    retentionDetail_other: '{{good}} of {{count}} due words remembered · your target {{desired}} %',
    noDueReviews: 'No due reviews answered in the last 30 days yet.',
    loadFailed: 'Your progress could not be loaded.',
    loading: 'Loading charts…',
  },
};

export const learningDe: typeof learningEn = {
  due: {
    today_one: '{{count}} Wort heute fällig',
    today_other: '{{count}} Wörter heute fällig',
    now_one: '{{count}} jetzt fällig',
    now_other: '{{count}} jetzt fällig',
    trainDue: 'Fällige Wörter üben',
    nothingDue: 'Gerade ist nichts fällig',
    loadFailed: 'Die fälligen Wörter konnten nicht gezählt werden.',
  },
  session: {
    dueHeading: 'Jetzt fällige Wörter, die du am ehesten vergisst zuerst',
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
    fewUsed_one:
      'Das Modell hat das angefragte Wort nicht verwendet. Es bleibt zum Üben fällig.',
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
