/** UI strings for the word at the finger (popover), editing and deleting words and texts (issue 17 §5-6), in English; German in own-words-de.ts. */
export const ownWordsEn = {
  popover: {
    label: 'Your word “{{word}}”',
    close: 'Close',
    adding: 'Looking up “{{word}}”…',
  },
  sentence: 'Where you met it',
  edit: {
    open: 'Edit “{{word}}”',
    close: 'Stop editing “{{word}}”',
    translation: 'Translation',
    mnemonic: 'Mnemonic',
    save: 'Save',
    cancel: 'Cancel',
    saved: 'Word saved',
    saveFailed: 'The word could not be saved.',
    translationRequired: 'Enter a translation.',
    tooLong_one: 'Use at most {{count}} character',
    tooLong_other: 'Use at most {{count}} characters',
  },
  word: {
    delete: 'Delete “{{word}}”',
    deleted: '“{{word}}” deleted',
    undo: 'Undo',
    restored: '“{{word}}” is back',
    deleteFailed: 'The word could not be deleted.',
    restoreFailed: 'The word could not be restored.',
  },
  text: {
    delete: 'Delete text',
    deleteNamed: 'Delete the text “{{title}}”',
    // the reader's labelled button: its name starts with the words it shows (WCAG 2.5.3)
    deleteLabelled: 'Delete text “{{title}}”',
    confirmTitle: 'Delete this text?',
    confirmBody:
      'The text and its chapters are deleted for good. The words you saved from it stay in your vocabulary.',
    confirmPublic: 'It is shared: it disappears for everybody who reads it, too.',
    cancel: 'Cancel',
    confirm: 'Delete',
    deleted: 'Text deleted',
    deleteFailed: 'The text could not be deleted.',
  },
};
