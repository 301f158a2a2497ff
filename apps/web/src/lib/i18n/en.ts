import { LOGIN_FAILED_MESSAGE } from '@reeprise/contract';
import { textsEn } from './areas/texts';
import { readerEn } from './areas/reader';
import { trainerEn } from './areas/trainer';
import { settingsEn } from './areas/settings';
import { extrasEn } from './areas/extras';


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
    maxLength: 'Use at most {{max}} characters',
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
  trainer: trainerEn,
  settings: settingsEn,
  extras: extrasEn,
};

/** The shape every language must provide. */
export type Messages = typeof en;
