import type { ErrorBody } from '@reeprise/contract';
import { i18n } from './index';

// a code is looked up as a key: anything but snake_case could reach into other parts of the messages
const CODE = /^[a-z][a-z0-9_]*$/;

// the number that decides the wording ("1 second", "10 new texts"): the one the message counts
const COUNTED_PARAMS = ['count', 'limit', 'seconds'] as const;

// `t` is typed with the English messages' keys (use-translation.ts); codes come from the server at run time
const translate = i18n.t.bind(i18n) as unknown as (key: string, options: Record<string, unknown>) => string;

function countOf(params: ErrorBody['params']): number | undefined {
  if (!params) return undefined;
  for (const name of COUNTED_PARAMS) {
    const value = params[name];
    if (typeof value === 'number') return value;
  }
  return Object.values(params).find((value): value is number => typeof value === 'number');
}

/**
 * What the learner reads for a server error: `errors.<code>` in the interface language when the server
 * sent a code this app knows (its params interpolated, plural chosen by the counted one), else `detail`.
 */
export function serverMessage(body: ErrorBody): string {
  const { code, params, detail } = body;
  if (!code || !CODE.test(code)) return detail;
  const key = `errors.${code}`;
  const count = countOf(params);
  const options = { ...params, ...(count === undefined ? {} : { count }) };
  return i18n.exists(key, options) ? translate(key, { ...options, defaultValue: detail }) : detail;
}

/**
 * The interface-language text of a generation failure code (`failure_code`), else the English `error`. A
 * code that is also a request's refusal (`llm_daily_budget`) is worded once, under `errors`.
 */
export function failureMessage(code: string | null | undefined, fallback: string): string {
  if (!code || !CODE.test(code)) return fallback;
  const key = [`failures.${code}`, `errors.${code}`].find((candidate) => i18n.exists(candidate));
  return key ? translate(key, { defaultValue: fallback }) : fallback;
}

/** A part of speech as the server names it ('noun'), in the interface language when it is a known one. */
export function partOfSpeechLabel(partOfSpeech: string): string {
  if (!CODE.test(partOfSpeech)) return partOfSpeech;
  const key = `partsOfSpeech.${partOfSpeech}`;
  return i18n.exists(key) ? translate(key, { defaultValue: partOfSpeech }) : partOfSpeech;
}
