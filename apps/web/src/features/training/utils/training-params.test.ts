import { describe, expect, test } from 'vitest';
import { parseTrainingSearch, toPriorityQuery, trainingSearch } from './training-params';

describe('training settings in the URL', () => {
  test('absent parameters take the spec defaults', () => {
    expect(parseTrainingSearch(new URLSearchParams())).toEqual({
      text_of_last_days: 20,
      maximum_streak: 2,
      known_vocabularies: 5,
      total_vocabularies: 5,
    });
  });

  test('round-trips through the query string', () => {
    const settings = { text_of_last_days: 3, maximum_streak: 0, known_vocabularies: 1, total_vocabularies: 9 };
    expect(parseTrainingSearch(new URLSearchParams(trainingSearch(settings)))).toEqual(settings);
  });

  test('unusable values fall back to their default; known never exceeds the total', () => {
    const search = new URLSearchParams('text_of_last_days=-4&maximum_streak=abc&known_vocabularies=8&total_vocabularies=3');
    expect(parseTrainingSearch(search)).toEqual({
      text_of_last_days: 20,
      maximum_streak: 2,
      known_vocabularies: 3,
      total_vocabularies: 3,
    });
  });

  test('text_of_last_days becomes the server’s text_age_in_days', () => {
    const query = toPriorityQuery({ text_of_last_days: 7, maximum_streak: 1, known_vocabularies: 2, total_vocabularies: 4 });
    expect(query).toEqual({ text_age_in_days: 7, maximum_streak: 1, known_vocabularies: 2, total_vocabularies: 4 });
  });
});
