// The fake model in a process of its own (bench/cluster.ts): hundreds of streams at tens of tokens a
// second are thousands of writes a second, which must not share the load generator's event loop.
// Prints one line, {"url": …}, once it listens; stops on SIGTERM.
import { startFakeModel } from './fake-model.js';

const options = JSON.parse(process.env.FAKE_MODEL_OPTIONS ?? '{}') as Parameters<typeof startFakeModel>[0];
const model = await startFakeModel(options);
console.log(JSON.stringify({ url: model.url }));
process.on('SIGTERM', () => {
  console.log(JSON.stringify({ counts: model.counts }));
  void model.close().then(() => process.exit(0));
});
