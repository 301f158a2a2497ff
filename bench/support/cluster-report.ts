// The cluster bench's tables, printed from its results (the same JSON the capacity model reads).
import { deviation, RESOURCES, type CallCost } from './capacity-model.js';
import { isWebProcess } from './calibration.js';
import type { ClusterResults, StepResult } from './cluster-steps.js';

type Print = (title: string, rows: Array<Record<string, string | number>>) => void;

const f = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–');
const pct = (share: number) => `${f(share * 100, 0)} %`;
const signed = (share: number) => (Number.isFinite(share) ? `${share >= 0 ? '+' : ''}${f(share * 100, 0)} %` : '–');

/** The busier web process's share of `activeSeconds` (the learners' seconds) spent ready but waiting for a core, as measured. */
export function webWaited(step: StepResult, activeSeconds: number): number {
  return Math.max(...Object.entries(step.usage.processWaited).filter(([name]) => isWebProcess(name)).map(([, s]) => s / activeSeconds));
}

/** A step's learners, and which repeat it is when the run repeated its steps. */
export const stepLabel = (step: StepResult, steps: StepResult[]) => (steps.some((s) => (s.repeat ?? 1) > 1) ? `${step.learners} (${step.repeat ?? 1})` : String(step.learners));

/** The calls in flight at once that the model priced the calls at, and the run's own (Little's law), model / run. */
export const inFlightOfStep = (s: StepResult) =>
  `${s.prediction.callsInFlight?.toFixed(1) ?? '–'} / ${s.callsInFlight?.toFixed(1) ?? '–'} (worker ${s.prediction.translationsInFlight?.toFixed(0) ?? '–'})`;

/** What a call cost the web processes, the worker and PostgreSQL with the calibration's calls in flight at once (and the worker with its slots full), as one cell. */
export const inFlightCell = (c: CallCost, format = (us: number) => String(Math.round(us))) =>
  c.cpuMsInFlight
    ? (['web', 'worker', 'postgres'] as const).map((r) => format(c.cpuMsInFlight![r] * 1000)).join(' / ') +
      (c.workerMsAtSlots === undefined ? '' : `; worker with its slots full ${format(c.workerMsAtSlots * 1000)}`)
    : '–';

/** A process's GC pauses over a step, as one table cell. */
export const gcCell = (gc: StepResult['gc'][string] | undefined) => (gc ? `${gc.pauses}, ${f(gc.totalMs, 0)}, ${f(gc.maxMs)}, ${gc.longPauses}` : '–');

export function printCluster(results: ClusterResults, print: Print): void {
  print(
    'Cluster: each call alone, CPU per call (µs) by resource, queries and Redis commands per call',
    [...results.calibration.calls, results.calibration.sessionMiss].map((c) => ({
      call: c.call,
      calls: c.calls,
      ...Object.fromEntries(RESOURCES.map((r) => [`${r} µs`, Math.round(c.cpuMs[r] * 1000)])),
      [`web / worker / postgres µs, ${results.calibration.inFlight ?? '–'} in flight`]: inFlightCell(c),
      'PG transactions': f(c.pgTransactions),
      'PG rows written': f(c.pgRowsWritten),
      'Redis commands': f(c.redisCommands),
      'p50 ms': f(c.latencyMs[50]),
      'p99 ms': f(c.latencyMs[99]),
      'tables used most (per call)': c.tables.slice(0, 3).map(([t, n]) => `${t} ${f(n)}`).join(', '),
    })),
  );
  print(
    'Cluster: steps (2 web processes, 1 worker, PostgreSQL, Redis, fake model)',
    results.steps.map((s) => ({
      learners: stepLabel(s, results.steps),
      'calls/s': f(Object.values(s.calls).reduce((n, c) => n + c.calls, 0) / s.usage.seconds, 0),
      'non-LLM p50 / p99 ms': `${f(s.nonLlm.p50)} / ${f(s.nonLlm.p99)}`,
      streams: `${s.streams.completed} of ${s.streams.created}`,
      'first chunk p50 / p95 s': `${f(s.streams.firstChunkP50 / 1000, 2)} / ${f(s.streams.firstChunkP95 / 1000, 2)}`,
      'completed p50 / p95 s': `${f(s.streams.completionP50 / 1000, 2)} / ${f(s.streams.completionP95 / 1000, 2)}`,
      errors: s.errors,
      'PG transactions/s': f(s.usage.pg.transactions / s.usage.seconds, 0),
      'PG rows written/s': f(s.usage.pg.rowsWritten / s.usage.seconds, 0),
      'Redis commands/s': f(s.usage.redisCommands / s.usage.seconds, 0),
      'machine busy': pct(s.usage.machineShare),
      'load (1 min)': f(s.loadAverage),
      'bench event loop p99 ms': f(s.clientLagP99Ms, 0),
      saturated: s.saturated.split(':')[0],
    })),
  );
  print(
    'Cluster: per process',
    results.steps.flatMap((s) =>
      Object.entries(s.usage.processCpu).map(([name, cpu]) => {
        // a web process's CPU per call it answered; the worker's per call of the whole cluster
        const served = s.callsPerProcess[name] ?? Object.values(s.callsPerProcess).reduce((n, c) => n + c, 0);
        const p = s.processes[name];
        return {
          learners: stepLabel(s, results.steps),
          process: name,
          'CPU of a core': pct(cpu / s.usage.seconds),
          'CPU ms per request': f((cpu * 1000) / Math.max(1, served), 2),
          'RSS max MB': f(p?.rssMaxMb ?? NaN, 0),
          'PG connections (active) max': p ? `${p.pgConnectionsMax} (${p.pgActiveMax})` : '–',
          'Redis connections': p?.redisConnections ?? '–',
          'waited for a core': pct(s.usage.processWaited[name] / s.usage.seconds),
          'GC pauses: count, total ms, longest ms, ≥ 20 ms': gcCell(s.gc?.[name]),
        };
      }),
    ),
  );
  print(
    'Cluster: p50 / p99 by call (ms)',
    results.steps.flatMap((s) => Object.entries(s.calls).map(([call, c]) => ({ learners: stepLabel(s, results.steps), call, calls: c.calls, p50: f(c.p50), p99: f(c.p99) }))),
  );
  print(
    'Cluster: the capacity model against the run (calls and CPU seconds over the step, non-LLM p99; model / run)',
    results.steps.map((s) => {
      const p = s.prediction;
      const measuredCalls = Object.values(s.calls).reduce((n, c) => n + c.calls, 0);
      const predictedCalls = Object.values(p.calls).reduce((n, c) => n + c, 0);
      const row: Record<string, string | number> = { learners: stepLabel(s, results.steps), calls: `${f(predictedCalls, 0)} / ${measuredCalls} (${signed(deviation(predictedCalls, measuredCalls))})` };
      for (const r of ['web', 'worker', 'postgres'] as const) {
        row[`${r} CPU s`] = `${f(p.cpuSeconds[r])} / ${f(s.usage.cpu[r])} (${signed(deviation(p.cpuSeconds[r], s.usage.cpu[r]))})`;
        row[`${r} CPU s of the calls made`] = `${f(s.cpuOfCalls[r])} (${signed(deviation(s.cpuOfCalls[r], s.usage.cpu[r]))})`;
      }
      row['non-LLM p50 ms'] = `${f(p.nonLlmP50)} / ${f(s.nonLlm.p50)} (${signed(deviation(p.nonLlmP50, s.nonLlm.p50))})`;
      row['non-LLM p99 ms'] = `${f(p.nonLlmP99)} / ${f(s.nonLlm.p99)} (${signed(deviation(p.nonLlmP99, s.nonLlm.p99))})`;
      row['a web process waited for a core'] = `${pct(p.webWaited)} / ${pct(webWaited(s, results.settings.seconds))}`;
      row['calls in flight'] = inFlightOfStep(s);
      row['session misses (model)'] = pct(p.sessionMissRate);
      row['cores held by others'] = pct(s.background);
      return row;
    }),
  );
}
