import type { Language } from '@reeprise/contract';
import { LANGUAGE_TAGS } from './language-names';

/** The learner's choice of the browser's voice per language (settings), kept in this browser. */
export const SPEECH_VOICES_STORAGE_KEY = 'reeprise-speech-voices-v1';

/** The browser's voices for a language: exact tag first (pt-BR), then the same base language (pt). */
export function voicesFor(language: Language, voices: readonly SpeechSynthesisVoice[]): SpeechSynthesisVoice[] {
  const tag = LANGUAGE_TAGS[language].toLowerCase();
  const base = tag.split('-')[0];
  const lang = (voice: SpeechSynthesisVoice) => voice.lang.toLowerCase().replace('_', '-');
  return [
    ...voices.filter((voice) => lang(voice) === tag),
    ...voices.filter((voice) => lang(voice) !== tag && lang(voice).split('-')[0] === base),
  ];
}

export function readVoiceChoices(): Partial<Record<Language, string>> {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(SPEECH_VOICES_STORAGE_KEY) ?? '{}');
    return typeof value === 'object' && value !== null ? value : {};
  } catch {
    return {};
  }
}

/** Keeps the learner's voice for a language (null: the browser's choice). */
export function chooseVoice(language: Language, voiceUri: string | null): void {
  const choices = readVoiceChoices();
  if (voiceUri === null) delete choices[language];
  else choices[language] = voiceUri;
  try {
    window.localStorage.setItem(SPEECH_VOICES_STORAGE_KEY, JSON.stringify(choices));
  } catch {
    // private mode: the browser's choice again next time
  }
}
