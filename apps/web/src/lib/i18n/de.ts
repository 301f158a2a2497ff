import type { CoreMessages } from './en';
import { textsDe } from './areas/texts-de';
import { readerDe } from './areas/reader-de';
import { learningDe } from './areas/learning-de';
import { ownWordsDe } from './areas/own-words-de';
import { importTextDe } from './areas/import-text-de';
import { exchangeDe } from './areas/exchange-de';

/** German UI strings. */
export const de: CoreMessages = {
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
    offline:
      'Du bist offline, daher ist das nicht passiert. Versuche es noch einmal, wenn du wieder online bist.',
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
    permissionTitle: 'Berechtigung nötig',
    permissionBody: 'Diese Seite braucht die Berechtigung „{{permission}}“, und dein Konto hat sie nicht.',
    permissionAsk: 'Bitte jemanden vom Team, sie dir zu geben.',
    permissionGrant:
      'Vergib sie im Admin-Bereich (Reiter Benutzer: Benutzer bearbeiten, Berechtigung ankreuzen) oder auf dem Server mit:',
    openAdmin: 'Admin-Bereich öffnen',
    llm_daily_budget:
      'Das Tagesbudget des Schreibdienstes ist aufgebraucht. Bitte versuche es nach Mitternacht (UTC) noch einmal.',
    login_throttled_one:
      'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuche es in {{count}} Sekunde erneut.',
    login_throttled_other:
      'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuche es in {{count}} Sekunden erneut.',
    generation_quota_one:
      'Du hast die Grenze von {{count}} neuen Text pro Stunde erreicht. Bitte versuche es später noch einmal.',
    generation_quota_other:
      'Du hast die Grenze von {{count}} neuen Texten pro Stunde erreicht. Bitte versuche es später noch einmal.',
    translation_quota_one:
      'Du hast die Grenze von {{count}} neuen Wort pro Stunde erreicht. Bitte versuche es später noch einmal.',
    translation_quota_other:
      'Du hast die Grenze von {{count}} neuen Wörtern pro Stunde erreicht. Bitte versuche es später noch einmal.',
    chat_message_quota_one:
      'Du hast die Grenze von {{count}} Chatnachricht pro Stunde erreicht. Bitte versuche es später noch einmal.',
    chat_message_quota_other:
      'Du hast die Grenze von {{count}} Chatnachrichten pro Stunde erreicht. Bitte versuche es später noch einmal.',
    chat_conversation_quota_one:
      'Du hast die Grenze von {{count}} neuen Unterhaltung pro Stunde erreicht. Bitte versuche es später noch einmal.',
    chat_conversation_quota_other:
      'Du hast die Grenze von {{count}} neuen Unterhaltungen pro Stunde erreicht. Bitte versuche es später noch einmal.',
    wish_space_quota_one:
      'Du hast die Grenze von {{count}} neuen Wunschraum pro Tag erreicht. Bitte versuche es später noch einmal.',
    wish_space_quota_other:
      'Du hast die Grenze von {{count}} neuen Wunschräumen pro Tag erreicht. Bitte versuche es später noch einmal.',
    wish_upload_rate_one:
      'Dieser Upload-Link hat seine Grenze von {{count}} Aufnahme pro Stunde erreicht. Bitte versuche es später noch einmal.',
    wish_upload_rate_other:
      'Dieser Upload-Link hat seine Grenze von {{count}} Aufnahmen pro Stunde erreicht. Bitte versuche es später noch einmal.',
    wish_space_full: 'Dieser Wunschraum ist voll.',
    wish_space_storage_full_one:
      'In diesem Wunschraum ist kein Platz mehr für diese Aufnahme (insgesamt höchstens {{count}} MB).',
    wish_space_storage_full_other:
      'In diesem Wunschraum ist kein Platz mehr für diese Aufnahme (insgesamt höchstens {{count}} MB).',
    early_access_throttled:
      'Zu viele Anmeldungen aus deinem Netzwerk. Bitte versuche es in ein paar Minuten noch einmal.',
    not_whole_words: 'Wähle ein ganzes Wort oder eine Wendung aus ganzen Wörtern.',
    phrase_too_long_one: 'Eine Wendung darf höchstens {{count}} Wort haben.',
    phrase_too_long_other: 'Eine Wendung darf höchstens {{count}} Wörter haben.',
    word_not_written_yet: 'Dieses Wort wird gerade noch geschrieben. Versuche es gleich noch einmal.',
    password_too_short_one: 'Das Passwort muss mindestens {{count}} Zeichen haben.',
    password_too_short_other: 'Das Passwort muss mindestens {{count}} Zeichen haben.',
    password_too_long_one: 'Das Passwort darf höchstens {{count}} Zeichen haben.',
    password_too_long_other: 'Das Passwort darf höchstens {{count}} Zeichen haben.',
    password_too_common: 'Dieses Passwort ist zu verbreitet.',
    password_too_weak:
      'Dieses Passwort ist zu leicht zu erraten. Nimm ein längeres, z. B. ein paar Wörter, die nichts miteinander zu tun haben.',
    username_mixed_scripts:
      'Der Benutzername mischt Buchstaben verschiedener Alphabete ({{scripts}}) und könnte so für einen anderen Namen gehalten werden. Verwende die Buchstaben eines Alphabets.',
    vocabulary_not_restorable: 'Dieses Wort lässt sich nicht mehr wiederherstellen.',
    import_source_missing:
      'Füge einen Text ein, wähle eine Datei oder gib eine Webadresse an (genau eines davon).',
    import_empty: 'Es wurde kein Text zum Importieren gefunden.',
    import_too_many_words_one: 'Ein Text darf höchstens {{count}} Wort haben.',
    import_too_many_words_other: 'Ein Text darf höchstens {{count}} Wörter haben.',
    import_file_too_large_one: 'Die Datei ist zu groß zum Importieren (höchstens {{count}} MB).',
    import_file_too_large_other: 'Die Datei ist zu groß zum Importieren (höchstens {{count}} MB).',
    import_file_unsupported: 'Nur .txt-, .md-, .epub- und .html-Dateien können importiert werden.',
    import_file_broken:
      'Die Datei konnte nicht gelesen werden: Sie ist beschädigt oder nicht das, was ihr Name verspricht.',
    import_url_invalid: 'Gib eine Webadresse ein, die mit http:// oder https:// beginnt.',
    import_url_forbidden: 'Diese Adresse führt in ein privates Netz, nicht zu einer öffentlichen Webseite.',
    import_url_unreachable: 'Die Seite war nicht erreichbar.',
    import_url_status: 'Die Seite hat mit einem Fehler geantwortet ({{status}}).',
    import_url_timeout_one: 'Die Seite hat zu lange gebraucht (mehr als {{count}} Sekunde).',
    import_url_timeout_other: 'Die Seite hat zu lange gebraucht (mehr als {{count}} Sekunden).',
    import_url_too_large_one: 'Die Seite ist zu groß zum Importieren (höchstens {{count}} MB).',
    import_url_too_large_other: 'Die Seite ist zu groß zum Importieren (höchstens {{count}} MB).',
    import_url_too_many_redirects_one: 'Die Seite leitet zu oft weiter (mehr als {{count}}-mal).',
    import_url_too_many_redirects_other: 'Die Seite leitet zu oft weiter (mehr als {{count}}-mal).',
    import_url_not_text: 'Die Adresse führt nicht zu einer Webseite oder einem Text.',
    import_quota_one:
      'Du hast die Grenze von {{count}} importierten Text pro Stunde erreicht. Bitte versuche es später erneut.',
    import_quota_other:
      'Du hast die Grenze von {{count}} importierten Texten pro Stunde erreicht. Bitte versuche es später erneut.',
    speech_not_configured: 'Dieser Server liest nicht vor; das übernehmen die Stimmen des Browsers.',
    speech_failed: 'Der Sprachdienst hat keine Aufnahme geliefert. Bitte versuche es später erneut.',
    speech_quota_one:
      'Du hast die Grenze von {{count}} neu vorgelesenen Satz pro Stunde erreicht. Bitte versuche es später erneut.',
    speech_quota_other:
      'Du hast die Grenze von {{count}} neu vorgelesenen Sätzen pro Stunde erreicht. Bitte versuche es später erneut.',
    speech_sentence_too_long_one: 'Dieser Satz ist länger als {{count}} Zeichen; er wird nicht vorgelesen.',
    speech_sentence_too_long_other: 'Dieser Satz ist länger als {{count}} Zeichen; er wird nicht vorgelesen.',
    chapter_imported_text: 'Neue Kapitel werden nur für generierte Texte geschrieben, nicht für importierte.',
    vocabulary_import_empty: 'Die Datei hat unter der Kopfzeile keine Zeilen.',
    vocabulary_import_bad_mapping: 'Eine gewählte Spalte gibt es in der Datei nicht.',
    vocabulary_import_language_required: 'Wähle die Sprache der Wörter oder eine Spalte, die sie enthält.',
    vocabulary_import_unreadable:
      'Die Datei ließ sich nicht als CSV oder TSV lesen (ein Anführungszeichen wird nicht geschlossen).',
    vocabulary_import_too_many_rows_one: 'Eine Datei darf höchstens {{count}} Zeile haben.',
    vocabulary_import_too_many_rows_other: 'Eine Datei darf höchstens {{count}} Zeilen haben.',
    anki_package_unreadable: 'Die Datei ist kein lesbares Anki-Paket (.apkg oder .colpkg).',
    anki_package_no_collection:
      'Das Paket enthält keine Anki-Sammlung. Exportiere es in Anki noch einmal als Stapelpaket (.apkg).',
    anki_package_empty: 'Das Anki-Paket enthält keine Notizen.',
    anki_collection_too_large_one: 'Die Sammlung in diesem Paket ist entpackt größer als {{count}} MB.',
    anki_collection_too_large_other: 'Die Sammlung in diesem Paket ist entpackt größer als {{count}} MB.',
    anki_file_too_large_one: 'Ein Anki-Paket darf höchstens {{count}} MB groß sein.',
    anki_file_too_large_other: 'Ein Anki-Paket darf höchstens {{count}} MB groß sein.',
    anki_file_missing: 'Wähle ein Anki-Paket zum Importieren.',
    anki_note_type_unknown: 'Diesen Notiztyp gibt es im Paket nicht.',
    untrusted_input_busy_one: 'Deine andere Datei wird noch gelesen. Bitte warte, bis sie fertig ist.',
    untrusted_input_busy_other:
      'Deine anderen Dateien werden noch gelesen. Bitte warte, bis sie fertig sind.',
    untrusted_input_server_busy:
      'Der Server liest gerade viele Dateien. Bitte versuche es in einer Minute noch einmal.',
    untrusted_input_timeout_one: 'Das Lesen der Datei hat zu lange gedauert (mehr als {{count}} Sekunde).',
    untrusted_input_timeout_other: 'Das Lesen der Datei hat zu lange gedauert (mehr als {{count}} Sekunden).',
    untrusted_input_too_large: 'Zum Lesen dieser Datei wäre zu viel Speicher nötig.',
    explanation_needs_model:
      'Um einen Satz zu erklären, braucht es ein Sprachmodell, und dieser Server läuft ohne (Demo-Modus).',
  },
  failures: {
    llm_rate_limited: 'Der Schreibdienst ist gerade ausgelastet.',
    llm_timeout: 'Der Schreibdienst hat zu lange für eine Antwort gebraucht.',
    llm_unavailable: 'Der Schreibdienst ist gerade nicht erreichbar.',
    llm_invalid_output: 'Der Schreibdienst hat eine unbrauchbare Antwort geliefert.',
    llm_only_thinking: 'Das Modell hat nur nachgedacht und nie eine Antwort geschrieben.',
    llm_refused: 'Der Schreibdienst hat die Anfrage abgelehnt.',
    llm_cancelled: 'Das Schreiben wurde abgebrochen.',
    generation_failed: 'Beim Schreiben des Textes ist etwas schiefgelaufen.',
    translation_failed: 'Die Übersetzung konnte nicht geschrieben werden. Bitte versuche es noch einmal.',
  },
  partsOfSpeech: {
    noun: 'Substantiv',
    verb: 'Verb',
    adjective: 'Adjektiv',
    adverb: 'Adverb',
    pronoun: 'Pronomen',
    preposition: 'Präposition',
    conjunction: 'Konjunktion',
    article: 'Artikel',
    numeral: 'Zahlwort',
    interjection: 'Interjektion',
    particle: 'Partikel',
    phrase: 'Wendung',
    unknown: 'unbekannt',
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
    maxLength_one: 'Höchstens {{count}} Zeichen',
    maxLength_other: 'Höchstens {{count}} Zeichen',
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
  learning: learningDe,
  ownWords: ownWordsDe,
  importText: importTextDe,
  exchange: exchangeDe,
};
