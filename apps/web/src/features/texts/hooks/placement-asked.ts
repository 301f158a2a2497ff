import { LANGUAGES, type Language } from '@reeprise/contract';

/** Where this device remembers the languages whose placement question the learner skipped. */
export const PLACEMENT_SKIPPED_KEY = 'reeprise.placementSkipped';

/** The languages skipped so far; storage that is blocked or holds something else counts as none. */
export function readSkippedPlacements(): Language[] {
  try {
    const json = JSON.parse(window.localStorage.getItem(PLACEMENT_SKIPPED_KEY) ?? '[]') as unknown;
    return Array.isArray(json)
      ? json.filter((item): item is Language => LANGUAGES.includes(item as Language))
      : [];
  } catch {
    return [];
  }
}

/** "Skip" is an answer: the question is not asked again for that language on this device. */
export function rememberSkippedPlacement(language: Language) {
  const skipped = readSkippedPlacements();
  if (skipped.includes(language)) return;
  try {
    window.localStorage.setItem(PLACEMENT_SKIPPED_KEY, JSON.stringify([...skipped, language]));
  } catch {
    // storage blocked: the question comes again next time, which is all that is lost
  }
}
