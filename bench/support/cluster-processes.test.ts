import { describe, expect, it } from 'vitest';
import { gcPauseOf } from './cluster-processes.js';
import { gcSummary } from './cluster-steps.js';

describe('the GC pauses a server process reports', () => {
  it('reads the pause of a scavenge and of a full collection from V8\'s --trace-gc lines', () => {
    expect(gcPauseOf('[10017:0x34bd1490]       42 ms: Scavenge 3.8 (4.0) -> 3.4 (5.0) MB, 3.84 / 0.00 ms  (average mu = 1.000, current mu = 1.000) allocation failure; ', 7)).toEqual({
      at: 7,
      kind: 'Scavenge',
      ms: 3.84,
    });
    const full = '[1:0x1]  5000 ms: Mark-Compact (reduce) 120.1 (130.0) -> 100.3 (125.0) MB, 45.20 / 0.10 ms  (+ 12.0 ms in 40 steps since start of marking, biggest step 1.0 ms) (average mu = 0.9) finalize incremental marking via task';
    expect(gcPauseOf(full, 1)).toMatchObject({ kind: 'Mark-Compact', ms: 45.2 });
  });

  it('ignores every other line the server prints', () => {
    expect(gcPauseOf('{"level":40,"msg":"slow query 120 ms"}', 0)).toBeUndefined();
    expect(gcPauseOf('Reeprise running at http://127.0.0.1:8471', 0)).toBeUndefined();
  });

  it('sums a step\'s pauses and counts the long ones', () => {
    expect(gcSummary([{ ms: 2 }, { ms: 25 }, { ms: 3 }])).toEqual({ pauses: 3, totalMs: 30, maxMs: 25, longPauses: 1 });
    expect(gcSummary([])).toEqual({ pauses: 0, totalMs: 0, maxMs: 0, longPauses: 0 });
  });
});
