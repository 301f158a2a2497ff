import { KnownFormsSchema } from '@reeprise/contract';
import { describe, expect, test } from 'vitest';
import { readKnownForms } from './known-forms';
import { statusOf, withStatus, wordModelOf } from './level-fit';

describe('readKnownForms', () => {
  test.each<[string, unknown]>([
    ['forms and learning', { forms: ['casa', 'case'], learning: ['case'] }],
    ['ignored forms', { forms: ['casa'], learning: [], ignored: ['pedro'] }],
    ['ignored that is no list', { forms: ['casa'], learning: [], ignored: 'pedro' }],
    ['an ignored form that is no string', { forms: ['casa'], learning: [], ignored: [3] }],
    ['nothing known yet', { forms: [], learning: [] }],
    ['no learning (an older server)', { forms: ['casa'] }],
    ['extra fields', { forms: ['casa'], learning: [], total: 1 }],
    ['a form that is no string', { forms: ['casa', 1], learning: [] }],
    ['learning that is no list', { forms: ['casa'], learning: 'casa' }],
    ['a null learning', { forms: ['casa'], learning: null }],
    ['no forms', { learning: [] }],
    ['a list', [['casa']]],
    ['null', null],
  ])('judges %s as KnownFormsSchema does', (_case, json) => {
    const parsed = KnownFormsSchema.safeParse(json);
    expect(readKnownForms(json)).toEqual(parsed.success ? parsed.data : undefined);
  });
});

describe('the word model (issue 34)', () => {
  const known = { forms: ['casa', 'perro', 'gato'], learning: ['perro'], ignored: ['pedro'] };

  test('one set per answer, shared by every reader of it', () => {
    expect(wordModelOf(known)).toBe(wordModelOf(known));
    expect(wordModelOf({ ...known })).not.toBe(wordModelOf(known));
  });

  test('statusOf: ignored wins, then learning, then known; the rest is new', () => {
    const model = wordModelOf({ ...known, ignored: ['pedro', 'gato'] });
    expect(['pedro', 'gato', 'perro', 'casa', 'sol'].map((form) => statusOf(model, form))).toEqual([
      'ignored',
      'ignored',
      'learning',
      'known',
      'new',
    ]);
  });

  test('withStatus: known and ignored by hand win over an entry being learned', () => {
    expect(withStatus(known, ['sol', 'perro'], 'known')).toEqual({
      forms: ['casa', 'gato', 'sol', 'perro'],
      learning: [],
      ignored: ['pedro'],
    });
    expect(withStatus(known, ['perro', 'casa'], 'ignored')).toEqual({
      forms: ['gato'],
      learning: [],
      ignored: ['pedro', 'perro', 'casa'],
    });
  });

  test('withStatus new: no longer known or ignored; an entry being learned stays', () => {
    expect(withStatus(known, ['casa', 'pedro', 'perro'], 'new')).toEqual({
      forms: ['perro', 'gato'],
      learning: ['perro'],
      ignored: [],
    });
  });
});
