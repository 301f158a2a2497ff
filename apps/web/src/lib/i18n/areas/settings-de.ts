import type { settingsEn } from './settings';

/** German UI strings of the settings area: the type mirrors the English ones. */
export const settingsDe: typeof settingsEn = {
  greeting: 'Hallo, {{username}}!',
  intro: 'Mach Reeprise zu deinem: deine Sprache, dein Bild, was du siehst.',
  saved: 'Einstellungen gespeichert',
  saveFailed: 'Deine Einstellungen konnten nicht gespeichert werden.',
  loadFailed: 'Deine Einstellungen konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  language: {
    title: 'Sprache der Oberfläche',
    label: 'Sprache',
    hint: 'In dieser Sprache spricht Reeprise mit dir, und neue Wörter werden in sie übersetzt.',
  },
  appearance: {
    title: 'Darstellung',
    label: 'Farbschema',
    light: 'Hell',
    dark: 'Dunkel',
    system: 'Wie auf diesem Gerät',
    hint: 'Wird auf diesem Gerät gespeichert; „Wie auf diesem Gerät“ folgt dessen hellem oder dunklem Modus.',
  },
  profile: {
    title: 'Profilbild',
    current: 'Dein Profilbild',
    choose: 'Bild auswählen',
    noFile: 'Kein Bild ausgewählt',
    hint_one: 'Jedes Bildformat, bis {{count}} MB.',
    hint_other: 'Jedes Bildformat, bis {{count}} MB.',
    upload: 'Hochladen',
    uploading: 'Wird hochgeladen…',
    uploaded: 'Profilbild gespeichert',
    failed: 'Das Profilbild konnte nicht gespeichert werden.',
    notAnImage: 'Bitte wähle eine Bilddatei aus',
  },
  preferences: {
    title: 'Anzeige',
    experimental: 'Experimentelle Funktionen anzeigen',
    experimentalHint: 'Nur für Mitarbeitende: Wünsche, Chat, der neue Trainer und andere Baustellen.',
    welcomeCard: 'Willkommenskarte anzeigen',
    welcomeCardHint: 'Die Willkommenskarte in deiner Textliste erklärt, wie Reeprise funktioniert.',
  },
  appName: {
    title: 'Neuer Name',
    hint_one:
      'Der Name der Anwendung darf bis zu {{count}} Zeichen lang sein und kann jederzeit geändert werden.',
    hint_other:
      'Der Name der Anwendung darf bis zu {{count}} Zeichen lang sein und kann jederzeit geändert werden.',
    label: 'Name der Anwendung',
    current: 'In deiner Kopfleiste steht „{{name}}“.',
    save: 'Namen speichern',
    reset: 'Zurück zu „{{name}}“',
    saved: 'Dein neuer Name ist gespeichert.',
    resetDone: 'In der Kopfleiste steht wieder „{{name}}“.',
    saveFailed: 'Der Name konnte nicht gespeichert werden.',
    invalid: 'Zeilenumbrüche und Steuerzeichen dürfen nicht im Namen stehen.',
  },
  targetShare: {
    title: 'Texte auf deinem Niveau',
    label: 'Wie viel eines Textes soll ich schon kennen?',
    value: '{{value}} % der Wörter',
    hint: 'Texte werden so geschrieben, vereinfacht oder erschwert, dass du diesen Anteil ihrer laufenden Wörter kennst. Ab etwa 95 % versteht man einen Text gut.',
    saved: 'Dein Ziel ist gespeichert.',
  },
  newWords: {
    title: 'Neue Wörter',
    label: 'Neue Wörter pro Tag',
    hint: '„Fällige Wörter üben“ nimmt auch Wörter dazu, die du noch nie geübt hast, bis zu so vielen am Tag ({{range}}). Bei 0 übst du nur fällige Wörter.',
    invalid: 'Gib eine ganze Zahl ein, {{range}}.',
    save: 'Speichern',
    saved: 'Deine Grenze für neue Wörter am Tag ist gespeichert.',
  },
};
