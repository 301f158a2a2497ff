import { LOGIN_FAILED_MESSAGE } from '@reeprise/contract';
import { textsEn } from './areas/texts';
import { readerEn } from './areas/reader';
import { learningEn } from './areas/learning';
import { ownWordsEn } from './areas/own-words';
import { importTextEn } from './areas/import-text';
import { exchangeEn } from './areas/exchange';

/** English UI strings; `de.ts` must mirror every key (the type below enforces it). */
export const en = {
  app: {
    name: 'Reeprise',
    loading: 'Loading…',
  },
  nav: {
    label: 'Main navigation',
    openMenu: 'Open navigation menu',
    textList: 'Texts',
    vocabulary: 'Vocabulary',
    statistics: 'Statistics',
    settings: 'Settings',
    admin: 'Admin Area',
    experimental: 'Experimental',
    wishes: 'Wishes',
    barkAccount: 'Bark Account',
    chat: 'Chat',
    email: 'Email',
    newTrainer: 'New Trainer',
    dialogue: 'Dialogue',
    classic: 'Classic Reeprise',
    shoppingList: 'Shopping List',
    logout: 'Logout',
  },
  pages: {
    textList: 'Your texts',
    textReader: 'Reader',
    vocabularyTrainer: 'Vocabulary',
    trainingSettings: 'New training',
    trainingMode: 'Training',
    statistics: 'Statistics',
    settings: 'Settings',
    wishSpaces: 'Wish spaces',
    wishSpace: 'Wish space',
    wishSpaceCreate: 'Create a wish space',
    wishUpload: 'Record a wish',
    barkClassic: 'Classic Reeprise',
    barkAccount: 'Bark accounts',
    chat: 'Chat',
    shoppingList: 'Shopping list',
    dialogue: 'Dialogue',
    checkYourEmail: 'Check your email',
  },
  errors: {
    offline: 'You are offline, so this was not done. Try again when you are back online.',
    ouch: 'Ouch!',
    ouchBody: 'Something went wrong here, or this page is not available to you.',
    notFound: '404',
    notFoundBody: 'We could not find this page.',
    wishspace: 'Wishspace Not Accessible',
    wishspaceBody: 'This wish space does not exist or you may not open it.',
    upload: 'Upload not accessible',
    uploadBody: 'Check the link you were sent and try again.',
    backHome: 'Back to home',
    loginStatus: 'Could not fetch login status.',
    logout: 'could not log out.',
    retry: 'Try again',
    permissionTitle: 'Permission needed',
    permissionBody: 'This page needs the permission “{{permission}}”, and your account does not have it.',
    permissionAsk: 'Ask a staff member to grant it to you.',
    permissionGrant:
      'Grant it in the admin area (Users tab: edit the user, tick the permission), or on the server with:',
    openAdmin: 'Open the admin area',
    // messages the server sends with a stable code (ErrorBody.code); {{count}} picks the plural form
    llm_daily_budget:
      "The writing service's budget for today is used up. Please try again after midnight (UTC).",
    login_throttled_one: 'Too many failed login attempts. Please try again in {{count}} second.',
    login_throttled_other: 'Too many failed login attempts. Please try again in {{count}} seconds.',
    generation_quota_one:
      'You have reached the limit of {{count}} new text per hour. Please try again later.',
    generation_quota_other:
      'You have reached the limit of {{count}} new texts per hour. Please try again later.',
    translation_quota_one:
      'You have reached the limit of {{count}} new word per hour. Please try again later.',
    translation_quota_other:
      'You have reached the limit of {{count}} new words per hour. Please try again later.',
    chat_message_quota_one:
      'You have reached the limit of {{count}} chat message per hour. Please try again later.',
    chat_message_quota_other:
      'You have reached the limit of {{count}} chat messages per hour. Please try again later.',
    chat_conversation_quota_one:
      'You have reached the limit of {{count}} new conversation per hour. Please try again later.',
    chat_conversation_quota_other:
      'You have reached the limit of {{count}} new conversations per hour. Please try again later.',
    wish_space_quota_one:
      'You have reached the limit of {{count}} new wish space per day. Please try again later.',
    wish_space_quota_other:
      'You have reached the limit of {{count}} new wish spaces per day. Please try again later.',
    wish_upload_rate_one:
      'This upload link has reached its limit of {{count}} recording per hour. Please try again later.',
    wish_upload_rate_other:
      'This upload link has reached its limit of {{count}} recordings per hour. Please try again later.',
    wish_space_full: 'This wish space is full.',
    wish_space_storage_full_one:
      'This wish space has no room left for this recording (at most {{count}} MB in all).',
    wish_space_storage_full_other:
      'This wish space has no room left for this recording (at most {{count}} MB in all).',
    early_access_throttled: 'Too many sign-ups from your network. Please try again in a few minutes.',
    not_whole_words: 'Choose one whole word, or a phrase of whole words.',
    phrase_too_long_one: 'A phrase can have at most {{count}} word.',
    phrase_too_long_other: 'A phrase can have at most {{count}} words.',
    word_not_written_yet: 'This word is still being written. Try again in a moment.',
    password_too_short_one: 'The password must have at least {{count}} character.',
    password_too_short_other: 'The password must have at least {{count}} characters.',
    password_too_long_one: 'The password must have at most {{count}} character.',
    password_too_long_other: 'The password must have at most {{count}} characters.',
    password_too_common: 'This password is too common.',
    password_too_weak: 'This password is too easy to guess. Use a longer one, e.g. a few unrelated words.',
    username_mixed_scripts:
      'The username mixes letters of different alphabets ({{scripts}}), so it could pass for another name. Use the letters of one alphabet.',
    vocabulary_not_restorable: 'This word can no longer be restored.',
    import_source_missing: 'Paste a text, choose a file or enter a web address (one of them).',
    import_empty: 'No text was found to import.',
    import_too_many_words_one: 'A text can have at most {{count}} word.',
    import_too_many_words_other: 'A text can have at most {{count}} words.',
    import_file_too_large_one: 'The file is too large to import (at most {{count}} MB).',
    import_file_too_large_other: 'The file is too large to import (at most {{count}} MB).',
    import_file_unsupported: 'Only .txt, .md, .epub and .html files can be imported.',
    import_file_broken: 'The file could not be read: it is damaged or not what its name says.',
    import_url_invalid: 'Enter a web address starting with http:// or https://.',
    import_url_forbidden: 'This address leads into a private network, not to a public web page.',
    import_url_unreachable: 'The page could not be reached.',
    import_url_status: 'The page answered with an error ({{status}}).',
    import_url_timeout_one: 'The page took too long to answer (more than {{count}} second).',
    import_url_timeout_other: 'The page took too long to answer (more than {{count}} seconds).',
    import_url_too_large_one: 'The page is too large to import (at most {{count}} MB).',
    import_url_too_large_other: 'The page is too large to import (at most {{count}} MB).',
    import_url_too_many_redirects_one: 'The page redirects too often (more than {{count}} time).',
    import_url_too_many_redirects_other: 'The page redirects too often (more than {{count}} times).',
    import_url_not_text: 'The address does not lead to a web page or a text.',
    import_quota_one:
      'You have reached the limit of {{count}} imported text per hour. Please try again later.',
    import_quota_other:
      'You have reached the limit of {{count}} imported texts per hour. Please try again later.',
    speech_not_configured: 'This server does not read aloud; the browser’s voices do.',
    speech_failed: 'The voice service made no audio. Please try again later.',
    speech_quota_one:
      'You have reached the limit of {{count}} new sentence read aloud per hour. Please try again later.',
    speech_quota_other:
      'You have reached the limit of {{count}} new sentences read aloud per hour. Please try again later.',
    speech_sentence_too_long_one: 'This sentence is longer than {{count}} character; it is not read aloud.',
    speech_sentence_too_long_other:
      'This sentence is longer than {{count}} characters; it is not read aloud.',
    chapter_imported_text: 'New chapters are written only for generated texts, not for imported ones.',
    vocabulary_import_empty: 'The file has no rows below its header.',
    vocabulary_import_bad_mapping: 'A chosen column is not in the file.',
    vocabulary_import_language_required: 'Choose the language of the words, or a column that holds it.',
    vocabulary_import_unreadable:
      'The file could not be read as CSV or TSV (a quotation mark is not closed).',
    vocabulary_import_too_many_rows_one: 'A file may have at most {{count}} row.',
    vocabulary_import_too_many_rows_other: 'A file may have at most {{count}} rows.',
    anki_package_unreadable: 'The file is not an Anki package (.apkg or .colpkg) that can be read.',
    anki_package_no_collection:
      'The package holds no Anki collection. Export it from Anki again as a deck package (.apkg).',
    anki_package_empty: 'The Anki package holds no notes.',
    anki_collection_too_large_one: 'The collection in this package is larger than {{count}} MB unpacked.',
    anki_collection_too_large_other: 'The collection in this package is larger than {{count}} MB unpacked.',
    anki_file_too_large_one: 'An Anki package may be at most {{count}} MB.',
    anki_file_too_large_other: 'An Anki package may be at most {{count}} MB.',
    anki_file_missing: 'Choose an Anki package to import.',
    anki_note_type_unknown: 'The package has no such note type.',
    untrusted_input_busy_one: 'Your other file is still being read. Please wait until it is done.',
    untrusted_input_busy_other: 'Your other files are still being read. Please wait until they are done.',
    untrusted_input_server_busy: 'The server is reading many files right now. Please try again in a minute.',
    untrusted_input_timeout_one: 'The file took too long to read (more than {{count}} second).',
    untrusted_input_timeout_other: 'The file took too long to read (more than {{count}} seconds).',
    untrusted_input_too_large: 'The file needs too much memory to read.',
    explanation_needs_model:
      'Explaining a sentence needs a language model, and this server runs without one (demo mode).',
  },
  /** Why a generation failed (the `failure_code` beside `error`). */
  failures: {
    llm_rate_limited: 'The writing service is busy right now.',
    llm_timeout: 'The writing service took too long to answer.',
    llm_unavailable: 'The writing service is not reachable right now.',
    llm_invalid_output: 'The writing service returned an unusable answer.',
    llm_only_thinking: 'The model only thought and never wrote an answer.',
    llm_refused: 'The writing service refused the request.',
    llm_cancelled: 'The writing was cancelled.',
    generation_failed: 'Something went wrong while writing the text.',
    translation_failed: 'The translation could not be written. Please try again.',
  },
  /** The parts of speech the server's vocabulary lookup answers with. */
  partsOfSpeech: {
    noun: 'noun',
    verb: 'verb',
    adjective: 'adjective',
    adverb: 'adverb',
    pronoun: 'pronoun',
    preposition: 'preposition',
    conjunction: 'conjunction',
    article: 'article',
    numeral: 'numeral',
    interjection: 'interjection',
    particle: 'particle',
    phrase: 'phrase',
    unknown: 'unknown',
  },
  auth: {
    signIn: 'Sign In',
    signInIntro: 'Welcome back. Log in to continue learning.',
    username: 'Username',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    logIn: 'Log In',
    loginFailed: LOGIN_FAILED_MESSAGE,
    unreachable: 'We could not reach Reeprise. Check your connection and try again.',
    backToLanding: 'Back to the home page',
  },
  validation: {
    required: 'This field is required',
    maxLength_one: 'Use at most {{count}} character',
    maxLength_other: 'Use at most {{count}} characters',
    email: 'Enter a valid e-mail address',
  },
  landing: {
    logIn: 'LOG IN',
    pitch: 'Learn a language by reading stories written for you.',
    pitchDetail:
      'Pick a topic or a photo, your level and a language. Reeprise writes the text, explains every word you tap and trains the words you keep forgetting.',
    earlyAccessTitle: 'Get early access',
    earlyAccessHint: 'Leave your e-mail address and we will let you know when your spot is ready.',
    email: 'E-mail address',
    earlyAccessSubmit: 'Request access',
    earlyAccessThanks: 'Thank you! We will write to you as soon as your spot is ready.',
    earlyAccessFailed: 'We could not save your address right now. Please try again later.',
    guarantee: '20-day money-back guarantee',
    guaranteeDetail: 'Not convinced? Tell us within 20 days and you get your money back.',
    stepsTitle: 'How it works',
    step1Title: 'Generate',
    step1Body:
      'Choose a topic or upload a picture, a level from A0 to C2, a story, dialogue or crime story, and a length.',
    step2Title: 'Read and tap',
    step2Body:
      'Tap any word: Reeprise saves it with its base form, a translation and a mnemonic that sticks.',
    step3Title: 'Train',
    step3Body:
      'Flashcards track a winning streak for every word, so you practise the ones you do not know yet.',
    languagesTitle: 'Languages you can learn',
    plansTitle: 'Plans',
    planName: 'Starter',
    planPrice: '10,00 € per month',
    planJoin: 'Join now',
    planFeature1: 'Unlimited generated texts',
    planFeature2: 'Personal vocabulary with mnemonics',
    planFeature3: 'Flashcard training and statistics',
    faqTitle: 'Frequently asked questions',
    faq1Question: 'How does Reeprise create my texts?',
    faq1Answer:
      'An AI model writes a story, a dialogue or a crime story about your topic or picture, at your level and the length you choose. The text appears while it is being written.',
    faq2Question: 'Which languages can I learn?',
    faq2Answer:
      'English, French, German, Greek (also in Latin transcription), Italian, Portuguese from Brazil and from Portugal, Russian and Spanish. Translations and explanations come in English or German.',
    faq3Question: 'How does vocabulary training work?',
    faq3Answer:
      'Every word you tap lands in your vocabulary. The trainer shows you the words you know least first and counts a winning streak for each one, so your practice time goes where it helps.',
    faq4Question: 'Can I get my money back?',
    faq4Answer: 'Yes. Every plan comes with a 20-day money-back guarantee, no questions asked.',
    footer: '© Reeprise. Read more, remember more.',
  },
  texts: textsEn,
  reader: readerEn,
  learning: learningEn,
  ownWords: ownWordsEn,
  importText: importTextEn,
  exchange: exchangeEn,
};

/** English UI strings of the pages every learner loads (the other areas' load with their pages: string-areas.ts). */
export type CoreMessages = typeof en;
