import { LanguageSchema, TRAINER_TOGGLES_STORAGE_KEY } from '@reeprise/contract';
import { useCallback, useState } from 'react';
import { z } from 'zod';

const TogglesSchema = z.object({
  word: z.boolean(),
  translation: z.boolean(),
  mnemonic: z.boolean(),
  actions: z.boolean(),
  /** '' is the empty option: all languages. */
  language: z.union([LanguageSchema, z.literal('')]),
});
export type TrainerToggles = z.infer<typeof TogglesSchema>;
export type ToggleName = Exclude<keyof TrainerToggles, 'language'>;

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
  for (const key of Object.keys(TogglesSchema.shape) as (keyof TrainerToggles)[]) {
    const parsed = TogglesSchema.shape[key].safeParse((stored as Record<string, unknown>)[key]);
    if (parsed.success) {
      Object.assign(toggles, { [key]: parsed.data });
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
