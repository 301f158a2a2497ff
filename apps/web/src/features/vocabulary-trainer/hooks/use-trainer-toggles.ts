import { LANGUAGES, TRAINER_TOGGLES_STORAGE_KEY, type Language } from '@reeprise/contract';
import { useCallback, useState } from 'react';

export type TrainerToggles = {
  word: boolean;
  translation: boolean;
  mnemonic: boolean;
  actions: boolean;
  /** '' is the empty option: all languages. */
  language: Language | '';
};
export type ToggleName = Exclude<keyof TrainerToggles, 'language'>;

// checked by hand, field by field: the trainer page paints without zod (decision 023)
const isLanguageOption = (value: unknown): value is Language | '' =>
  value === '' || (LANGUAGES as readonly unknown[]).includes(value);
const FIELDS: Record<keyof TrainerToggles, (value: unknown) => boolean> = {
  word: (value) => typeof value === 'boolean',
  translation: (value) => typeof value === 'boolean',
  mnemonic: (value) => typeof value === 'boolean',
  actions: (value) => typeof value === 'boolean',
  language: isLanguageOption,
};

/** A select's value as a language filter: '' (all) for anything that is not a language. */
export function toLanguageFilter(value: string): Language | '' {
  return isLanguageOption(value) ? value : '';
}

/** The spec's defaults: the word shown, everything else hidden, English words. */
export const DEFAULT_TOGGLES: TrainerToggles = {
  word: true,
  translation: false,
  mnemonic: false,
  actions: false,
  language: 'ENGLISH',
};

/** What was stored, field by field: a damaged or older entry keeps the defaults where it is unusable. */
export function readStoredToggles(): { toggles: TrainerToggles; languageChosen: boolean } {
  let stored: unknown;
  try {
    stored = JSON.parse(window.localStorage.getItem(TRAINER_TOGGLES_STORAGE_KEY) ?? 'null');
  } catch {
    return { toggles: DEFAULT_TOGGLES, languageChosen: false };
  }
  if (typeof stored !== 'object' || stored === null)
    return { toggles: DEFAULT_TOGGLES, languageChosen: false };
  const toggles = { ...DEFAULT_TOGGLES };
  let languageChosen = false;
  for (const key of Object.keys(FIELDS) as (keyof TrainerToggles)[]) {
    const value = (stored as Record<string, unknown>)[key];
    if (FIELDS[key](value)) {
      Object.assign(toggles, { [key]: value });
      if (key === 'language') languageChosen = true;
    }
  }
  return { toggles, languageChosen };
}

/** The stored toggles (the spec's defaults where nothing usable was stored). */
export function readToggles(): TrainerToggles {
  return readStoredToggles().toggles;
}

/** The language is stored only once the learner chose one, so until then the page may pick it. */
function writeToggles(toggles: TrainerToggles, languageChosen: boolean): void {
  const { language, ...switches } = toggles;
  try {
    window.localStorage.setItem(
      TRAINER_TOGGLES_STORAGE_KEY,
      JSON.stringify(languageChosen ? { ...switches, language } : switches),
    );
  } catch {
    // private mode or a full storage: the choice lasts for this visit only
  }
}

/**
 * The trainer page's toggles and language, kept in local storage (spec §2, §9). `languageChosen` says
 * whether the learner picked the language (a stored choice wins over any default the page would pick).
 */
export function useTrainerToggles() {
  const [state, setState] = useState(readStoredToggles);
  const update = useCallback((patch: Partial<TrainerToggles>) => {
    setState((previous) => {
      const next = {
        toggles: { ...previous.toggles, ...patch },
        languageChosen: previous.languageChosen || patch.language !== undefined,
      };
      writeToggles(next.toggles, next.languageChosen);
      return next;
    });
  }, []);
  return [state.toggles, update, state.languageChosen] as const;
}
