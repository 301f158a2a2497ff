import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@reeprise/contract';
import { Semaphore } from '../../platform/semaphore.js';

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

/** Length 8–128 and not a well-known password; no composition rules (NIST/OWASP). */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `The password must have at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH)
    return `The password must have at most ${PASSWORD_MAX_LENGTH} characters.`;
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return 'This password is too common.';
  return null;
}
