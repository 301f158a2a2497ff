import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { learnerApp } from '../../../test/learner-app.js';
import type { TestClient } from '../../../test/test-client.js';
import { insertEntry, type EntryOptions } from '../vocabulary/vocabulary.fixtures.js';

const V = '/api/reeprise/vocabulary/';
let app: FastifyInstance;
let client: TestClient;
let userId: number;

beforeEach(async () => {
  ({ app, userId, client } = await learnerApp());
});
afterEach(() => app.close());

const words = async (query = '') => {
  const response = await client.get(`${V}top_fifteen_priority/${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().map((v: { word: string }) => v.word) as string[];
};

const overdue = (stability: number) => ({ fsrs: { dueInDays: -1, stability } });
const notDue = { fsrs: { dueInDays: 5, stability: 20 } };

/**
 * Decision 012 as a table: each learner's words (name → how they stand), the query, and the session.
 * Overdue words are reviewed 10 days ago: the lower the stability, the lower the recall now.
 */
const learners: {
  name: string;
  entries: [string, EntryOptions][];
  query?: string;
  expected: string[];
}[] = [
  { name: 'no words', entries: [], expected: [] },
  {
    name: 'only known words: up to known_vocabularies of them',
    entries: [1, 2, 3, 4, 5, 6].map((i) => [`known-${i}`, { streak: 3 + i, reviewedDaysAgo: 10 - i }]),
    query: '?known_vocabularies=2&total_vocabularies=5',
    expected: ['known-1', 'known-2'],
  },
  {
    name: 'only weak words: all of them, weakest first',
    entries: [
      ['weak-2', { streak: 2 }],
      ['weak-0', { streak: 0 }],
      ['weak-1', { streak: 1 }],
    ],
    expected: ['weak-0', 'weak-1', 'weak-2'],
  },
  {
    name: 'the issue’s learner: 6 words at streak 4 and 3 at streak 0 get the 3 weak words first',
    entries: [
      ...[1, 2, 3, 4, 5, 6].map((i): [string, EntryOptions] => [
        `known-${i}`,
        { streak: 4, reviewedDaysAgo: 10 - i },
      ]),
      ['weak-a', { streak: 0, reviewedDaysAgo: 3 }],
      ['weak-b', { streak: 0, reviewedDaysAgo: 2 }],
      ['weak-c', { streak: 0, reviewedDaysAgo: 1 }],
    ],
    expected: ['weak-a', 'weak-b', 'weak-c', 'known-1', 'known-2'],
  },
  {
    name: 'all due: lowest recall first, weak or known',
    entries: [
      ['known-steady', { streak: 5, ...overdue(8) }],
      ['weak-shaky', { streak: 1, ...overdue(1) }],
      ['known-shaky', { streak: 4, ...overdue(2) }],
      ['weak-steady', { streak: 0, ...overdue(5) }],
    ],
    query: '?known_vocabularies=2&total_vocabularies=4',
    expected: ['weak-shaky', 'known-shaky', 'weak-steady', 'known-steady'],
  },
  {
    name: 'all due but few places: weak words keep theirs, known ones get what is left',
    entries: [
      ['known-shakiest', { streak: 4, ...overdue(0.5) }],
      ['weak-x', { streak: 0, ...overdue(6) }],
      ['weak-y', { streak: 1, ...overdue(3) }],
    ],
    query: '?known_vocabularies=2&total_vocabularies=2',
    expected: ['weak-y', 'weak-x'],
  },
  {
    name: 'none due: weak by streak, then known',
    entries: [
      ['known-z', { streak: 3, ...notDue }],
      ['weak-1', { streak: 1, ...notDue }],
      ['weak-0', { streak: 0, ...notDue }],
    ],
    expected: ['weak-0', 'weak-1', 'known-z'],
  },
  {
    name: 'mixed: due words first, then the other weak words, then known ones',
    entries: [
      ['known-calm', { streak: 6, ...notDue }],
      ['weak-new', { streak: 0 }],
      ['known-due', { streak: 3, ...overdue(3) }],
      ['weak-due', { streak: 2, ...overdue(1) }],
      ['too-old', { streak: 0, textAgeDays: 40 }],
      ['pending', { streak: 0, status: 'PENDING' }],
    ],
    query: '?known_vocabularies=5&total_vocabularies=10',
    expected: ['weak-due', 'known-due', 'weak-new', 'known-calm'],
  },
  {
    name: 'several languages: one session over all of them',
    entries: [
      ['perro', { streak: 0, language: 'SPANISH' }],
      ['hund', { streak: 1, language: 'GERMAN' }],
      ['chien', { streak: 3, language: 'FRENCH', ...overdue(2) }],
      ['gatto', { streak: 4, language: 'ITALIAN' }],
    ],
    query: '?known_vocabularies=1&total_vocabularies=5',
    expected: ['chien', 'perro', 'hund'],
  },
];

describe('top_fifteen_priority follows decision 012', () => {
  for (const learner of learners) {
    it(learner.name, async () => {
      for (const [word, opts] of learner.entries) await insertEntry(app, userId, word, opts);
      expect(await words(learner.query)).toEqual(learner.expected);
    });
  }

  it('never leaves out a weak word for a known one, whatever the counts', async () => {
    for (let weak = 0; weak < 4; weak += 1)
      await insertEntry(app, userId, `weak-${weak}`, { streak: weak % 3 });
    for (let known = 0; known < 4; known += 1)
      await insertEntry(app, userId, `known-${known}`, { streak: 3, ...overdue(1) });
    for (let total = 0; total <= 8; total += 1) {
      for (let knownLimit = 0; knownLimit <= total; knownLimit += 1) {
        const chosen = await words(`?total_vocabularies=${total}&known_vocabularies=${knownLimit}`);
        const weakChosen = chosen.filter((word) => word.startsWith('weak')).length;
        const knownChosen = chosen.length - weakChosen;
        expect(chosen.length).toBeLessThanOrEqual(total);
        expect(knownChosen).toBeLessThanOrEqual(knownLimit);
        if (knownChosen > 0) expect(weakChosen).toBe(4);
        expect(weakChosen).toBe(Math.min(4, total));
      }
    }
  });

  it('cards carry the sentence the word was met in, with the word marked, and the schedule', async () => {
    await insertEntry(app, userId, 'perro', { streak: 1, ...overdue(2) });
    const [card] = (await client.get(`${V}top_fifteen_priority/`)).json();
    expect(card.sentence).toEqual({ text: 'Hoy perro aquí.', start: 4, end: 9 });
    expect(card.due_at).toEqual(expect.any(String));
    expect(card.retrievability).toBeGreaterThan(0);
    expect(card.retrievability).toBeLessThan(0.9);
  });
});
