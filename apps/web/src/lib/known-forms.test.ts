import { KnownFormsSchema } from '@reeprise/contract';
import { describe, expect, test } from 'vitest';
import { readKnownForms } from './known-forms';

describe('readKnownForms', () => {
  test.each<[string, unknown]>([
    ['forms and learning', { forms: ['casa', 'case'], learning: ['case'] }],
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
