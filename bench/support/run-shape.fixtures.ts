// The run the model's tests simulate: two web processes on two cores, every tenth learner writing a text
// and polling its list, a read as the poll's cost. Each test states only what it changes.
import type { RunShape } from './calibration.js';

const BASE: Omit<RunShape, 'learners'> = {
  seconds: 30,
  webProcesses: 2,
  cores: 2,
  thinkMinMs: 1000,
  thinkMaxMs: 2000,
  creatorEvery: 10,
  createWithin: 0.7,
  pollMs: 500,
  sessionCacheMs: 10_000,
  mix: [{ share: 1, calls: ['read'] }],
  createCall: 'create',
  pollCall: 'poll',
  pollCostOf: 'read',
  llmCalls: ['create'],
};

export const testShape = (learners: number, changes: Partial<RunShape> = {}): RunShape => ({ ...BASE, learners, ...changes });
