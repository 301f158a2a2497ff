/** UI strings of the settings area, English and German; the German type must mirror the English. */
export const settingsEn = {
  greeting: 'Hello, {{username}}!',
  intro: 'Make Reeprise yours: your language, your picture, what you see.',
  saved: 'Settings saved',
  saveFailed: 'Your settings could not be saved.',
  loadFailed: 'Your settings could not be loaded.',
  retry: 'Try again',
  language: {
    title: 'Interface language',
    label: 'Language',
    hint: 'Reeprise speaks to you in this language, and new words are translated into it.',
  },
  profile: {
    title: 'Profile picture',
    current: 'Your profile picture',
    choose: 'Choose a picture',
    noFile: 'No picture chosen',
    hint: 'Any image, up to {{megabytes}} MB.',
    upload: 'Upload',
    uploading: 'Uploading…',
    uploaded: 'Profile picture saved',
    failed: 'The profile picture could not be saved.',
    notAnImage: 'Please choose an image file',
  },
  preferences: {
    title: 'Preferences',
    experimental: 'Show experimental features',
    experimentalHint: 'Staff only: wishes, chat, the new trainer and other work in progress.',
    welcomeCard: 'Show welcome card',
    welcomeCardHint: 'The welcome card on your text list explains how Reeprise works.',
  },
  appName: {
    title: 'New name',
    hint: 'The name of the application can be up to {{max}} characters long and can be changed anytime.',
  },
};

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
  profile: {
    title: 'Profilbild',
    current: 'Dein Profilbild',
    choose: 'Bild auswählen',
    noFile: 'Kein Bild ausgewählt',
    hint: 'Jedes Bildformat, bis {{megabytes}} MB.',
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
    hint: 'Der Name der Anwendung darf bis zu {{max}} Zeichen lang sein und kann jederzeit geändert werden.',
  },
};
