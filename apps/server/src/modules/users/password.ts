import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@reeprise/contract';
import { Semaphore } from '../../platform/semaphore.js';
import { guessabilityHint } from './password-strength.js';

// OWASP's first argon2id configuration: 19 MiB, 2 iterations, 1 lane.
// algorithm 2 is Argon2id (a const enum in the typings, so spelled out here).
const ARGON2_OPTIONS = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
// Each hash takes ~19 MiB and a core for a few ms: cap them so a login flood cannot exhaust memory.
const hashing = new Semaphore(4);

export const hashPassword = (password: string) => hashing.run(() => hash(password, ARGON2_OPTIONS));

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return hashing.run(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

// Verifying against this when the user does not exist keeps both answers equally slow.
let dummyHash: Promise<string> | undefined;
export function verifyDummy(password: string): Promise<boolean> {
  dummyHash ??= hashPassword('reeprise-dummy-password-for-timing');
  return dummyHash.then((h) => verifyPassword(h, password)).then(() => false);
}

const COMMON_PASSWORDS = new Set([
  'password',
  'password1',
  'password123',
  '12345678',
  '123456789',
  '1234567890',
  'qwertyuiop',
  'qwerty123',
  'iloveyou',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'welcome1',
  'admin123',
  'letmein1',
  'trustno1',
  'passw0rd',
  'abc12345',
  '11111111',
  '00000000',
  'superman',
  'starwars',
  'whatever',
  'dragon12',
  'master12',
  'monkey12',
  'qwertyui',
  'asdfghjk',
  'zxcvbnm1',
  'reeprise',
  'passwort',
  'passwort1',
  'hallo123',
  'schatz123',
  'ichliebedich',
]);

/** Why a new password is refused, with the stable code the web app translates. */
export interface PasswordProblem {
  code: 'password_too_short' | 'password_too_long' | 'password_too_common' | 'password_too_weak';
  detail: string;
  params?: { min?: number; max?: number };
}

/**
 * Length 8–128, not a well-known password, and not easy to guess by zxcvbn's estimate (dictionaries,
 * keyboard rows, repeats, dates, the user's own name); no composition rules (NIST/OWASP).
 */
export function newPasswordProblem(password: string, userInputs: string[] = []): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) {
    const detail = `The password must have at least ${PASSWORD_MIN_LENGTH} characters.`;
    return { code: 'password_too_short', detail, params: { min: PASSWORD_MIN_LENGTH } };
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    const detail = `The password must have at most ${PASSWORD_MAX_LENGTH} characters.`;
    return { code: 'password_too_long', detail, params: { max: PASSWORD_MAX_LENGTH } };
  }
  if (COMMON_PASSWORDS.has(password.toLowerCase())) {
    return { code: 'password_too_common', detail: 'This password is too common.' };
  }
  const hint = guessabilityHint(password, userInputs);
  if (hint !== null) {
    return { code: 'password_too_weak', detail: `This password is too easy to guess.${hint ? ` ${hint}` : ''}` };
  }
  return null;
}

/** The English message of `newPasswordProblem`, or null. */
export const passwordProblem = (password: string, userInputs: string[] = []) =>
  newPasswordProblem(password, userInputs)?.detail ?? null;
