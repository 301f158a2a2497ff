import { describe, expect, test } from 'vitest';
import { levelFit, newForms, wordModelOf } from './level-fit';

const model = wordModelOf({ forms: ['el', 'gato', 'come'], learning: ['come'], ignored: ['pedro'] });

describe('levelFit (issue 34: the word model)', () => {
  test('known, learning and new over distinct forms; ignored words count as known; numbers are left out', () => {
    const fit = levelFit(['el', 'gato', 'come', 'pedro', 'pescado', 'el', '2026', 'pescado'], model);
    expect(fit).toEqual({ known: 3, learning: 1, new: 1, total: 5, knownPercent: 60 });
  });

  test('an ignored form being learned too counts as known', () => {
    const both = wordModelOf({ forms: ['casa'], learning: ['casa'], ignored: ['casa'] });
    expect(levelFit(['casa'], both)).toMatchObject({ known: 1, learning: 0, new: 0 });
  });

  test('nothing to count: 0 %', () => {
    expect(levelFit([], model)).toEqual({ known: 0, learning: 0, new: 0, total: 0, knownPercent: 0 });
  });
});

describe('newForms', () => {
  test('the distinct new forms in order, no numbers, no ignored or learning ones', () => {
    expect(newForms(['pescado', 'el', 'come', 'pedro', 'y', '3', 'pescado', 'arroz'], model)).toEqual([
      'pescado',
      'y',
      'arroz',
    ]);
  });
});
