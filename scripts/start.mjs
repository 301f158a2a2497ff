// The first half of `npm start`: build the web app and the server when their builds are missing or stale.
// package.json then `exec`s plain node on the server bundle, so the server is npm's own child: a signal
// to npm reaches it, and no wrapper process stays in memory beside it.
import { ensureServerBuild, ensureWebBuild } from './lib.mjs';

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
