import { USERNAME_MAX_LENGTH } from '@reeprise/contract';

const USERNAME_PATTERN = /^[\p{L}\p{N}_.@+-]+$/u;

/** The form a username is stored and shown in: trimmed, Unicode NFKC (full-width and ligature forms unfolded). */
export const displayUsername = (raw: string) => raw.trim().normalize('NFKC');

/**
 * The form usernames are compared in: NFKC and case-folded, so "Admin", "ADMIN" and "ａｄｍｉｎ" are one
 * name. Upper- then lower-casing folds what lower-casing alone misses ("STRASSE" and "Straße").
 */
export const usernameKey = (raw: string) => displayUsername(raw).toUpperCase().toLowerCase().normalize('NFKC');

// Scripts a username may mix, after UTS #39 "highly restrictive": one script, or Latin with the scripts
// Chinese, Japanese and Korean writing combine. Anything else mixed ("аdmin" with a Cyrillic а) is how
// look-alike names are made.
const SCRIPTS = [
  'Latin', 'Cyrillic', 'Greek', 'Armenian', 'Georgian', 'Hebrew', 'Arabic', 'Syriac', 'Thaana', 'Devanagari',
  'Bengali', 'Gurmukhi', 'Gujarati', 'Oriya', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Sinhala', 'Thai',
  'Lao', 'Tibetan', 'Myanmar', 'Khmer', 'Mongolian', 'Ethiopic', 'Cherokee', 'Han', 'Hiragana', 'Katakana',
  'Bopomofo', 'Hangul',
].map((name) => ({ name, pattern: new RegExp(`^\\p{Script=${name}}$`, 'u') }));
const NEUTRAL = /^[\p{Script=Common}\p{Script=Inherited}]$/u;
const ALLOWED_MIXES = [
  ['Latin', 'Han', 'Hiragana', 'Katakana'],
  ['Latin', 'Han', 'Bopomofo'],
  ['Latin', 'Han', 'Hangul'],
];

/** The scripts of a name's letters and digits; digits, punctuation and combining marks belong to none. */
export function scriptsOf(name: string): Set<string> {
  const scripts = new Set<string>();
  for (const char of name) {
    if (NEUTRAL.test(char)) continue;
    // Rarer scripts share one name: alone they pass, mixed with any other they do not.
    scripts.add(SCRIPTS.find((script) => script.pattern.test(char))?.name ?? 'another script');
  }
  return scripts;
}

/** Why a new username (already in display form) is refused, or null; look-alike mixes are `mixedScripts`. */
export function usernameProblem(username: string): string | null {
  if (username.length === 0) return 'The username is required.';
  if (username.length > USERNAME_MAX_LENGTH) return `The username must have at most ${USERNAME_MAX_LENGTH} characters.`;
  if (!USERNAME_PATTERN.test(username)) return 'The username may contain letters, digits and _ . @ + - only.';
  return null;
}

/** The scripts a username mixes when that mix is not an allowed one, else null. */
export function mixedScripts(username: string): string[] | null {
  const scripts = [...scriptsOf(username)];
  if (scripts.length < 2 || ALLOWED_MIXES.some((mix) => scripts.every((script) => mix.includes(script)))) return null;
  return scripts;
}
