import type { CreateTextFormInput, CreateTextFormOutput } from './create-text-schema';

export type CreateTextField = keyof CreateTextFormInput;
/** zod's word on one field: its (English) message and its code, e.g. too_big. */
export type FieldIssue = { message: string; code: string };
export type FieldIssues = Partial<Record<CreateTextField, FieldIssue>>;

/** The code of the issue "Enter a topic or upload an image" (NO_TOPIC_MESSAGE, whose module brings zod). */
export const NO_TOPIC = 'no_topic';

/** The form's schema, and zod with it: loaded when the learner reaches the form, not with the page. */
export const loadCreateTextSchema = () => import('./create-text-schema');

/**
 * Checks the form's values with the contract's rules (create-text-schema.ts): the values to send when
 * valid, else the first issue of each field, as react-hook-form's zod resolver reported them.
 */
export async function checkCreateText(
  values: CreateTextFormInput,
): Promise<
  { output: CreateTextFormOutput; issues: FieldIssues } | { output: undefined; issues: FieldIssues }
> {
  const { CreateTextFormSchema, NO_TOPIC_MESSAGE } = await loadCreateTextSchema();
  const parsed = CreateTextFormSchema.safeParse(values);
  if (parsed.success) return { output: parsed.data, issues: {} };
  const issues: FieldIssues = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as CreateTextField | undefined;
    const code = issue.message === NO_TOPIC_MESSAGE ? NO_TOPIC : issue.code;
    if (field !== undefined && !issues[field]) issues[field] = { message: issue.message, code };
  }
  return { output: undefined, issues };
}
