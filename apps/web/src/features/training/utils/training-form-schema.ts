import { TRAINING_DEFAULTS } from '@reeprise/contract';
import { z } from 'zod';
import { settingSchema, type TrainingSettingName } from './training-params';

/** Message codes of the form; the words come from `trainer.form.errors.*` (spec §5). */
export const FORM_ERRORS = { required: 'required', greaterThanKnown: 'greaterThanKnown', invalid: 'invalid' } as const;
export type FormErrorCode = keyof typeof FORM_ERRORS;

/**
 * Empty is 'required'; anything the contract rejects (negative, fractional, too big) is 'invalid'.
 * Reported as custom issues, which (unlike zod's type errors) let the cross-field check below run.
 */
const field = (name: TrainingSettingName) =>
  z
    .string()
    .trim()
    .transform((text, ctx) => {
      if (text === '') {
        ctx.addIssue({ code: 'custom', message: FORM_ERRORS.required });
        return z.NEVER;
      }
      const parsed = settingSchema(name).safeParse(text);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: FORM_ERRORS.invalid });
        return z.NEVER;
      }
      return parsed.data;
    });

export const TrainingFormSchema = z
  .object({
    text_of_last_days: field('text_of_last_days'),
    maximum_streak: field('maximum_streak'),
    known_vocabularies: field('known_vocabularies'),
    total_vocabularies: field('total_vocabularies'),
  })
  .refine((values) => values.total_vocabularies >= values.known_vocabularies, {
    message: FORM_ERRORS.greaterThanKnown,
    path: ['total_vocabularies'],
    // compare as soon as both numbers are usable, even while another field still has a mistake
    when: ({ issues }) =>
      !issues.some(({ path }) => path?.[0] === 'known_vocabularies' || path?.[0] === 'total_vocabularies'),
  });

export type TrainingFormInput = z.input<typeof TrainingFormSchema>;

export const TRAINING_FORM_DEFAULTS: TrainingFormInput = {
  text_of_last_days: String(TRAINING_DEFAULTS.text_of_last_days),
  maximum_streak: String(TRAINING_DEFAULTS.maximum_streak),
  known_vocabularies: String(TRAINING_DEFAULTS.known_vocabularies),
  total_vocabularies: String(TRAINING_DEFAULTS.total_vocabularies),
};

/** The spec's three messages: a code we know, or the fallback 'invalid'. */
export function formErrorCode(message: string | undefined): FormErrorCode {
  return message === FORM_ERRORS.required || message === FORM_ERRORS.greaterThanKnown ? message : 'invalid';
}
