import { paths } from '@reeprise/contract';
import { describe, expect, test } from 'vitest';
import { FakeServer } from '@/testing/fake-server';
import { DUE_VOCABULARY_ERROR, getDueCounts, getDueVocabulary } from './get-due-vocabulary';

const counts = { due_now: 3, due_today: 7, results: [] };

function serve(body: unknown) {
  // the fake server routes by path; the query (limit, tz_offset) does not matter here
  new FakeServer().on('GET', paths.vocabulary.due(), () => ({ status: 200, body })).install();
}

describe('the due answer, checked by DueSchema', () => {
  test('the counts of a server before issue 35 have no new words', async () => {
    serve(counts);
    await expect(getDueCounts()).resolves.toEqual({ due_now: 3, due_today: 7, new_waiting: 0, new_today: 0 });
  });

  test('the new words’ counts are read', async () => {
    serve({ ...counts, new_waiting: 6, new_today: 4 });
    await expect(getDueCounts()).resolves.toMatchObject({ new_waiting: 6, new_today: 4 });
  });

  test.each([
    ['a fractional count', { ...counts, due_now: 1.5 }],
    ['a new count as text', { ...counts, new_waiting: '6' }],
    ['no words list', { due_now: 3, due_today: 7 }],
  ])('%s is the trainer’s error', async (_case, body) => {
    serve(body);
    await expect(getDueCounts()).rejects.toMatchObject({ message: DUE_VOCABULARY_ERROR });
  });

  test('a session’s words are checked too, without zod', async () => {
    serve({ ...counts, results: [{ id: 1, word: 'casa' }] });
    await expect(getDueVocabulary(15)).rejects.toMatchObject({ message: DUE_VOCABULARY_ERROR });
  });
});
