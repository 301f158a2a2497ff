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
export function readToggles(): TrainerToggles {
  let stored: unknown;
  try {
    stored = JSON.parse(window.localStorage.getItem(TRAINER_TOGGLES_STORAGE_KEY) ?? 'null');
  } catch {
    return DEFAULT_TOGGLES;
  }
  if (typeof stored !== 'object' || stored === null) return DEFAULT_TOGGLES;
  const toggles = { ...DEFAULT_TOGGLES };
  for (const key of Object.keys(TogglesSchema.shape) as (keyof TrainerToggles)[]) {
    const parsed = TogglesSchema.shape[key].safeParse((stored as Record<string, unknown>)[key]);
    if (parsed.success) Object.assign(toggles, { [key]: parsed.data });
  }
  return toggles;
}

function writeToggles(toggles: TrainerToggles): void {
  try {
    window.localStorage.setItem(TRAINER_TOGGLES_STORAGE_KEY, JSON.stringify(toggles));
  } catch {
    // private mode or a full storage: the choice lasts for this visit only
  }
}

/** The trainer page's toggles and language, kept in local storage (spec §2, §9). */
export function useTrainerToggles() {
  const [toggles, setToggles] = useState(readToggles);
  const update = useCallback((patch: Partial<TrainerToggles>) => {
    setToggles((previous) => {
      const next = { ...previous, ...patch };
      writeToggles(next);
      return next;
    });
  }, []);
  return [toggles, update] as const;
}
