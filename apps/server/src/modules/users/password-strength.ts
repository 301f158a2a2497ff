import { createRequire } from 'node:module';
import type * as Core from '@zxcvbn-ts/core';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type * as Common from '@zxcvbn-ts/language-common';
import type * as German from '@zxcvbn-ts/language-de';
import type * as English from '@zxcvbn-ts/language-en';

// The dictionaries take ~20 MiB once unpacked: they are loaded (synchronously, as CommonJS) with the first
// new password, not at start, since most processes never set one.
const load = createRequire(import.meta.url);

// zxcvbn's 0–4: 3 is "safely unguessable: moderate protection from an offline slow-hash attack"
// (~10^8 guesses), what its authors advise as the least for a new password.
const MIN_SCORE = 3;

let estimator: ZxcvbnFactory | undefined;
/** Built on first use: unpacking the dictionaries takes about a second, which no start should wait for. */
function zxcvbn(): ZxcvbnFactory {
  if (estimator) return estimator;
  const { ZxcvbnFactory: Factory } = load('@zxcvbn-ts/core') as typeof Core;
  const common = load('@zxcvbn-ts/language-common') as typeof Common;
  const en = load('@zxcvbn-ts/language-en') as typeof English;
  const de = load('@zxcvbn-ts/language-de') as typeof German;
  // The German package predates the -en style names; suffixed so its lists do not replace others.
  const german = Object.fromEntries(Object.entries(de.dictionary).map(([name, words]) => [`${name}-de`, words]));
  estimator = new Factory({
    translations: en.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...en.dictionary, ...german },
    // The estimate runs on the event loop: 64 characters and 4 l33t substitutions keep the worst case
    // near 0.2 s (unbounded, a 128-character password took over a second); longer passwords are strong anyway.
    maxLength: 64,
    l33tMaxSubstitutions: 4,
  });
  return estimator;
}

/**
 * Null when zxcvbn rates the password safe enough, else its English advice (possibly empty). The
 * user's name and similar `userInputs` count as known words.
 */
export function guessabilityHint(password: string, userInputs: string[]): string | null {
  const result = zxcvbn().check(password, userInputs);
  if (result.score >= MIN_SCORE) return null;
  return [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean).join(' ');
}
