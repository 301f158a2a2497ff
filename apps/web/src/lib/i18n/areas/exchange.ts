/**
 * UI strings of issue 19 (the list's search and order, web dictionaries, reading aloud, the export and
 * import buttons), in English; German in exchange-de.ts. The export menu's and the import dialog's own
 * strings are the area vocabulary-exchange.ts, loaded with them.
 */
export const exchangeEn = {
  list: {
    searchRegion: 'Search your vocabulary',
    search: 'Search',
    searchPlaceholder: 'Word, translation or mnemonic',
    sort: 'Order',
    sorts: {
      newest: 'Newest first',
      oldest: 'Oldest first',
      streak: 'Lowest streak first',
      due: 'Due soonest first',
      alphabetical: 'Alphabetical',
    },
    noMatch: 'No words match “{{search}}”',
    clearSearch: 'Clear the search',
  },
  export: {
    button: 'Export',
  },
  import: {
    button: 'Import',
  },
  dictionaries: {
    linksLabel: 'Look up “{{word}}” on the web',
    lookUp: 'Look up “{{word}}” in {{name}} (opens a new tab)',
    title: 'Web dictionaries',
    intro:
      'Links under each word in the reader open these sites in a new tab. Put {word} where the word goes in the address.',
    language: 'Language of the words',
    name: 'Name',
    url: 'Address with {word}',
    add: 'Add',
    remove: 'Remove {{name}}',
    reset: 'Back to the default',
    suggestion: 'Add {{name}}',
    none: 'No web dictionaries for this language.',
    problems: {
      invalid: 'This is not a web address.',
      not_http: 'Only http and https addresses can be opened.',
      no_word: 'The address must contain {word}.',
      no_name: 'Give the dictionary a name.',
    },
  },
  speech: {
    word: 'Read “{{word}}” aloud',
    sentence: 'Read the sentence of “{{word}}” aloud',
    thisSentence: 'Read this sentence aloud',
    text: 'Read the text aloud',
    pause: 'Pause',
    resume: 'Resume',
    stop: 'Stop reading aloud',
    previous: 'Previous sentence',
    next: 'Next sentence',
    reading: 'Reading aloud',
    sentenceOf: 'Sentence {{number}} of {{total}}',
    unsupported: 'This browser cannot read aloud.',
    noVoice: 'This browser has no voice for {{language}}.',
    noVoicesAtAll: 'This browser has no voices to read aloud. Add a voice in your system’s speech settings.',
    voicesTitle: 'Voices for reading aloud',
    voicesIntro: 'Reading aloud uses the voices of this browser. Choose one for each language you learn.',
    voiceFor: 'Voice for {{language}}',
    browserDefault: 'The browser’s choice',
    noVoices: 'This browser offers no voices.',
    test: 'Listen',
  },
};
