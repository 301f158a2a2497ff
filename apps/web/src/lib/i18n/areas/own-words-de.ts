import type { ownWordsEn } from './own-words';

/** German UI strings for the word at the finger, editing and deleting words and texts: the type mirrors the English ones. */
export const ownWordsDe: typeof ownWordsEn = {
  popover: {
    label: 'Dein Wort „{{word}}“',
    close: 'Schließen',
    adding: '„{{word}}“ wird nachgeschlagen…',
  },
  sentence: 'Hier bist du ihm begegnet',
  edit: {
    open: '„{{word}}“ bearbeiten',
    close: 'Bearbeiten von „{{word}}“ beenden',
    translation: 'Übersetzung',
    mnemonic: 'Eselsbrücke',
    save: 'Speichern',
    cancel: 'Abbrechen',
    saved: 'Wort gespeichert',
    saveFailed: 'Das Wort konnte nicht gespeichert werden.',
    translationRequired: 'Gib eine Übersetzung ein.',
    tooLong_one: 'Höchstens {{count}} Zeichen',
    tooLong_other: 'Höchstens {{count}} Zeichen',
  },
  word: {
    delete: '„{{word}}“ löschen',
    deleted: '„{{word}}“ gelöscht',
    undo: 'Rückgängig',
    restored: '„{{word}}“ ist wieder da',
    deleteFailed: 'Das Wort konnte nicht gelöscht werden.',
    restoreFailed: 'Das Wort konnte nicht wiederhergestellt werden.',
  },
  text: {
    delete: 'Text löschen',
    deleteNamed: 'Den Text „{{title}}“ löschen',
    deleteLabelled: 'Text löschen: „{{title}}“',
    confirmTitle: 'Diesen Text löschen?',
    confirmBody:
      'Der Text und seine Kapitel werden endgültig gelöscht. Die Wörter, die du daraus gespeichert hast, bleiben in deinen Vokabeln.',
    confirmPublic: 'Er ist geteilt: Er verschwindet auch für alle, die ihn lesen.',
    cancel: 'Abbrechen',
    confirm: 'Löschen',
    deleted: 'Text gelöscht',
    deleteFailed: 'Der Text konnte nicht gelöscht werden.',
  },
};
