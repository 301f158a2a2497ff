// `npm start`: build the web app and the server when their builds are missing or stale, then run the
// server bundle in this same process. package.json `exec`s node on this script, so npm's only child is
// the server itself: a signal to npm reaches it, and no wrapper process stays in memory beside it (and
// one node start fewer before the first answer).
import { pathToFileURL } from 'node:url';
import { SERVER_BUNDLE, ensureServerBuild, ensureWebBuild } from './lib.mjs';

for (const [what, build] of [
  ['web app', ensureWebBuild],
  ['server', ensureServerBuild],
]) {
  const code = await build();
  if (code !== 0) {
    console.error(`The ${what} build failed; see the messages above.`);
    process.exit(code);
  }
}
await import(pathToFileURL(SERVER_BUNDLE).href);
