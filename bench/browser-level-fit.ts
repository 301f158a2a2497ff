// The browser's level fit on a large learner (issue 34): a 1,000-word text against 30,000 known forms, 5,000
// forms being learned and 300 ignored. It times, on the V8 of this Node (the engine of the browser's main
// thread), what the reader and the text cards run when the learner's forms arrive or change:
//   - the word model: the known_forms answer as sets (once per answer: after every mark, optimistic or not);
//   - level fit of the text (every bar, on every change) and the new forms of "Mark the N new words";
//   - one mark: the cached answer updated before the server answers (withStatus) and its sets rebuilt.
// The text's words are split in a worker, off the main thread; that split, and parsing the answer's JSON
// (which the browser does anyway), are printed for scale.
// Target: the main thread's part (model + fit + new forms) under 16 ms, one frame. Times are CPU times.
import { normalizeWord, splitWords, type KnownForms } from '@reeprise/contract';
import { levelFit, newForms, withStatus, wordModelOf } from '../apps/web/src/lib/level-fit.js';
import { ms, percentile, printTable, runBenchmark } from './lib.js';

const KNOWN = Number(process.env.BENCH_KNOWN_FORMS ?? 30_000);
const LEARNING = 5_000;
const IGNORED = 300;
const TEXT_WORDS = 1_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);

// a fixed pseudo-random sequence: every run times the same learner and text
let seed = 34;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

const SYLLABLES = ['ca', 'sa', 'mo', 're', 'li', 'to', 'ne', 'pu', 'da', 'ri', 'ba', 'lo', 'me', 'nu', 'ta', 'ver', 'con', 'es', 'ar', 'ol'];
function wordAt(index: number): string {
  let word = '';
  let rest = index + 1;
  while (rest > 0) {
    word += SYLLABLES[rest % SYLLABLES.length];
    rest = Math.floor(rest / SYLLABLES.length);
  }
  return word;
}

/** A learner's answer: KNOWN known forms and LEARNING more being learned (in `forms` too), IGNORED names. */
function learner(): KnownForms {
  const forms = Array.from({ length: KNOWN + LEARNING }, (_, index) => wordAt(index));
  const answer = {
    forms,
    learning: forms.slice(0, LEARNING),
    ignored: Array.from({ length: IGNORED }, (_, index) => wordAt(KNOWN + LEARNING + index)),
  };
  // as the browser has it: parsed from the answer's JSON (flat strings, not the concatenations built here)
  return JSON.parse(JSON.stringify(answer)) as KnownForms;
}

/** 1,000 words, frequent words most often (as a real text: about half of them distinct), a quarter unknown. */
function text(): string {
  const words: string[] = [];
  for (let i = 0; i < TEXT_WORDS; i += 1) {
    const known = random() < 0.75;
    const rank = Math.floor(random() ** 8 * (known ? KNOWN + LEARNING : 20_000));
    const word = wordAt(known ? rank : KNOWN + LEARNING + IGNORED + rank);
    words.push(i % 12 === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word);
  }
  return words.map((word, i) => (i % 12 === 11 ? `${word}.` : word)).join(' ');
}

// CPU time, not wall time: on a machine shared with other work, wall time mostly measures the wait for a
// core (on a quiet machine the two are about the same)
function time(run: () => void): { median: number; p95: number } {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = process.cpuUsage();
    run();
    const used = process.cpuUsage(start);
    samples.push((used.user + used.system) / 1000);
  }
  samples.sort((a, b) => a - b);
  return { median: percentile(samples, 50), p95: percentile(samples, 95) };
}

await runBenchmark(import.meta.url, async () => {
  const answer = learner();
  const content = text();
  const spans = splitWords(content, 'SPANISH');
  const forms = spans.map((span) => normalizeWord(content.slice(span.start, span.end)));
  const model = wordModelOf(answer);
  const fit = levelFit(forms, model);
  const first = newForms(forms, model)[0] ?? 'x';

  const json = JSON.stringify(answer);
  const parse = time(() => {
    JSON.parse(json);
  });
  const split = time(() => splitWords(content, 'SPANISH'));
  // a new answer object each time: wordModelOf keeps one model per answer
  const building = time(() => wordModelOf({ ...answer }));
  const fitting = time(() => levelFit(forms, model));
  const finding = time(() => newForms(forms, model));
  const marking = time(() => wordModelOf(withStatus(answer, [first], 'known')));
  const all = time(() => {
    const changed = wordModelOf(withStatus(answer, [first], 'known'));
    levelFit(forms, changed);
    newForms(forms, changed);
  });

  const row = (what: string, { median, p95 }: { median: number; p95: number }) => ({ what, median: ms(median), p95: ms(p95) });
  printTable(
    `Level fit in the browser: ${TEXT_WORDS} words (${fit.total} distinct, ${fit.new} new) against ${KNOWN} known, ${LEARNING} learning, ${IGNORED} ignored forms, ${RUNS} runs, CPU time`,
    [
      row('split the text (in the worker)', split),
      row('parse the known_forms answer (for scale)', parse),
      row('word model: the answer as sets', building),
      row('level fit of the text', fitting),
      row('new forms of the text', finding),
      row('one mark: answer updated, sets rebuilt', marking),
      row('one mark, main thread: model + fit + new forms', all),
    ],
  );
});
