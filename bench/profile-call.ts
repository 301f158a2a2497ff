// A helper for profiling one call by hand: prints a session cookie of a seeded user.
//   npx tsx bench/profile-call.ts http://127.0.0.1:8499
import { login } from './lib.js';

const { cookie } = await login(process.argv[2] ?? 'http://127.0.0.1:8000', process.argv[3] ?? 'bench0001', 'bench-password-1');
console.log(cookie);
