import type { Messages } from './en';
import { textsDe } from './areas/texts';
import { readerDe } from './areas/reader';
import { trainerDe } from './areas/trainer';
import { settingsDe } from './areas/settings';
import { extrasDe } from './areas/extras';


/** German UI strings. */
export const de: Messages = {
  app: {
    name: 'Reeprise',
    loading: 'Wird geladen…',
  },
  nav: {
    label: 'Hauptnavigation',
    openMenu: 'Navigationsmenü öffnen',
    textList: 'Texte',
    vocabulary: 'Vokabeln',
    statistics: 'Statistik',
    settings: 'Einstellungen',
    admin: 'Adminbereich',
    experimental: 'Experimentell',
    wishes: 'Wünsche',
    barkAccount: 'Bark-Konto',
    chat: 'Chat',
    email: 'E-Mail',
    newTrainer: 'Neuer Trainer',
    dialogue: 'Dialog',
    classic: 'Reeprise Classic',
    shoppingList: 'Einkaufsliste',
    logout: 'Abmelden',
  },
  pages: {
    textList: 'Deine Texte',
    textReader: 'Lesen',
    vocabularyTrainer: 'Vokabeln',
    trainingSettings: 'Neues Training',
    trainingMode: 'Training',
    statistics: 'Statistik',
    settings: 'Einstellungen',
    wishSpaces: 'Wunschräume',
    wishSpace: 'Wunschraum',
    wishSpaceCreate: 'Wunschraum anlegen',
    wishUpload: 'Wunsch aufnehmen',
    barkClassic: 'Reeprise Classic',
    barkAccount: 'Bark-Konten',
    chat: 'Chat',
    shoppingList: 'Einkaufsliste',
    dialogue: 'Dialog',
    checkYourEmail: 'Prüfe deine E-Mails',
  },
  errors: {
    ouch: 'Autsch!',
    ouchBody: 'Hier ist etwas schiefgelaufen, oder diese Seite steht dir nicht zur Verfügung.',
    notFound: '404',
    notFoundBody: 'Diese Seite konnten wir nicht finden.',
    wishspace: 'Wunschraum nicht zugänglich',
    wishspaceBody: 'Diesen Wunschraum gibt es nicht, oder du darfst ihn nicht öffnen.',
    upload: 'Hochladen nicht möglich',
    uploadBody: 'Prüfe den Link, den du bekommen hast, und versuche es noch einmal.',
    backHome: 'Zur Startseite',
    loginStatus: 'Der Anmeldestatus konnte nicht abgerufen werden.',
    logout: 'Abmelden fehlgeschlagen.',
    retry: 'Erneut versuchen',
  },
  auth: {
    signIn: 'Anmelden',
    signInIntro: 'Willkommen zurück. Melde dich an, um weiterzulernen.',
    username: 'Benutzername',
    password: 'Passwort',
    showPassword: 'Passwort anzeigen',
    hidePassword: 'Passwort verbergen',
    logIn: 'Anmelden',
    loginFailed:
      'Die eingegebene E-Mail-Adresse und das Passwort stimmen nicht mit unseren Daten überein. Bitte überprüfe deine Eingaben und versuche es erneut. Wenn du dein Passwort vergessen hast, kontaktiere uns.',
    unreachable: 'Reeprise ist gerade nicht erreichbar. Prüfe deine Verbindung und versuche es erneut.',
    backToLanding: 'Zurück zur Startseite',
  },
  validation: {
    required: 'Dieses Feld ist erforderlich',
    maxLength: 'Höchstens {{max}} Zeichen',
    email: 'Gib eine gültige E-Mail-Adresse ein',
  },
  landing: {
    logIn: 'ANMELDEN',
    pitch: 'Lerne eine Sprache mit Geschichten, die für dich geschrieben werden.',
    pitchDetail:
      'Wähle ein Thema oder ein Foto, dein Niveau und eine Sprache. Reeprise schreibt den Text, erklärt jedes Wort, das du antippst, und trainiert die Wörter, die du immer wieder vergisst.',
    earlyAccessTitle: 'Frühen Zugang sichern',
    earlyAccessHint: 'Hinterlass deine E-Mail-Adresse, und wir melden uns, sobald dein Platz bereit ist.',
    email: 'E-Mail-Adresse',
    earlyAccessSubmit: 'Zugang anfragen',
    earlyAccessThanks: 'Danke! Wir schreiben dir, sobald dein Platz bereit ist.',
    earlyAccessFailed:
      'Deine Adresse konnte gerade nicht gespeichert werden. Bitte versuche es später noch einmal.',
    guarantee: '20 Tage Geld-zurück-Garantie',
    guaranteeDetail:
      'Nicht überzeugt? Sag uns innerhalb von 20 Tagen Bescheid, und du bekommst dein Geld zurück.',
    stepsTitle: 'So funktioniert es',
    step1Title: 'Erstellen',
    step1Body:
      'Wähle ein Thema oder lade ein Bild hoch, ein Niveau von A0 bis C2, eine Geschichte, einen Dialog oder einen Krimi und eine Länge.',
    step2Title: 'Lesen und antippen',
    step2Body:
      'Tippe ein Wort an: Reeprise speichert es mit Grundform, Übersetzung und einer Eselsbrücke, die hängen bleibt.',
    step3Title: 'Trainieren',
    step3Body:
      'Karteikarten zählen für jedes Wort eine Erfolgsserie, damit du die Wörter übst, die du noch nicht kannst.',
    languagesTitle: 'Diese Sprachen kannst du lernen',
    plansTitle: 'Tarife',
    planName: 'Starter',
    planPrice: '10,00 € pro Monat',
    planJoin: 'Jetzt beitreten',
    planFeature1: 'Unbegrenzt viele Texte',
    planFeature2: 'Eigene Vokabeln mit Eselsbrücken',
    planFeature3: 'Karteikarten-Training und Statistik',
    faqTitle: 'Häufige Fragen',
    faq1Question: 'Wie erstellt Reeprise meine Texte?',
    faq1Answer:
      'Ein KI-Modell schreibt eine Geschichte, einen Dialog oder einen Krimi zu deinem Thema oder Bild, auf deinem Niveau und in der gewünschten Länge. Der Text erscheint, während er geschrieben wird.',
    faq2Question: 'Welche Sprachen kann ich lernen?',
    faq2Answer:
      'Englisch, Französisch, Deutsch, Griechisch (auch in lateinischer Umschrift), Italienisch, Portugiesisch aus Brasilien und aus Portugal, Russisch und Spanisch. Übersetzungen und Erklärungen gibt es auf Englisch oder Deutsch.',
    faq3Question: 'Wie funktioniert das Vokabeltraining?',
    faq3Answer:
      'Jedes Wort, das du antippst, landet in deinen Vokabeln. Der Trainer zeigt dir zuerst die Wörter, die du am wenigsten kannst, und zählt für jedes eine Erfolgsserie, damit deine Übungszeit dort ankommt, wo sie hilft.',
    faq4Question: 'Bekomme ich mein Geld zurück?',
    faq4Answer: 'Ja. Jeder Tarif hat eine 20-tägige Geld-zurück-Garantie, ohne Wenn und Aber.',
    footer: '© Reeprise. Mehr lesen, mehr behalten.',
  },
  texts: textsDe,
  reader: readerDe,
  trainer: trainerDe,
  settings: settingsDe,
  extras: extrasDe,
};
