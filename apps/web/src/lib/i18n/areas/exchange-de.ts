import type { exchangeEn } from './exchange';

/** German UI strings of issue 19's list search, web dictionaries, reading aloud and export and import buttons. */
export const exchangeDe: typeof exchangeEn = {
  list: {
    searchRegion: 'Deine Vokabeln durchsuchen',
    search: 'Suche',
    searchPlaceholder: 'Wort, Übersetzung oder Eselsbrücke',
    sort: 'Reihenfolge',
    sorts: {
      newest: 'Neueste zuerst',
      oldest: 'Älteste zuerst',
      streak: 'Kürzeste Serie zuerst',
      due: 'Bald fällige zuerst',
      alphabetical: 'Alphabetisch',
    },
    noMatch: 'Keine Wörter passen zu „{{search}}“',
    clearSearch: 'Suche löschen',
  },
  export: {
    button: 'Exportieren',
  },
  import: {
    button: 'Importieren',
  },
  dictionaries: {
    linksLabel: '„{{word}}“ im Web nachschlagen',
    lookUp: '„{{word}}“ bei {{name}} nachschlagen (öffnet einen neuen Tab)',
    title: 'Web-Wörterbücher',
    intro:
      'Links unter jedem Wort im Lesemodus öffnen diese Seiten in einem neuen Tab. Setz {word} dort in die Adresse, wo das Wort stehen soll.',
    language: 'Sprache der Wörter',
    name: 'Name',
    url: 'Adresse mit {word}',
    add: 'Hinzufügen',
    remove: '{{name}} entfernen',
    reset: 'Zurück zur Voreinstellung',
    suggestion: '{{name}} hinzufügen',
    none: 'Keine Web-Wörterbücher für diese Sprache.',
    problems: {
      invalid: 'Das ist keine Webadresse.',
      not_http: 'Nur http- und https-Adressen lassen sich öffnen.',
      no_word: 'Die Adresse muss {word} enthalten.',
      no_name: 'Gib dem Wörterbuch einen Namen.',
    },
  },
  speech: {
    word: '„{{word}}“ vorlesen',
    sentence: 'Den Satz von „{{word}}“ vorlesen',
    thisSentence: 'Diesen Satz vorlesen',
    text: 'Den Text vorlesen',
    pause: 'Pause',
    resume: 'Weiter',
    stop: 'Vorlesen beenden',
    previous: 'Vorheriger Satz',
    next: 'Nächster Satz',
    reading: 'Vorlesen',
    sentenceOf: 'Satz {{number}} von {{total}}',
    unsupported: 'Dieser Browser kann nicht vorlesen.',
    noVoice: 'Dieser Browser hat keine Stimme für {{language}}.',
    noVoicesAtAll:
      'Dieser Browser hat keine Stimmen zum Vorlesen. Füge in den Spracheinstellungen deines Systems eine Stimme hinzu.',
    voicesTitle: 'Stimmen zum Vorlesen',
    voicesIntro:
      'Zum Vorlesen dienen die Stimmen dieses Browsers. Wähl für jede Sprache, die du lernst, eine aus.',
    voiceFor: 'Stimme für {{language}}',
    browserDefault: 'Wahl des Browsers',
    noVoices: 'Dieser Browser bietet keine Stimmen an.',
    test: 'Anhören',
  },
};
