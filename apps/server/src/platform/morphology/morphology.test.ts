import { afterAll, describe, expect, it } from 'vitest';
import { Morphology } from './morphology.js';

const morphology = new Morphology();
afterAll(() => morphology.close());

describe('Morphology (Hunspell from npm, in a worker)', () => {
  it.each([
    ['SPANISH', 'hablaban', 'hablar'],
    ['SPANISH', 'Encienden', 'encender'],
    ['SPANISH', 'pequeñas', 'pequeño'],
    ['FRENCH', 'parlaient', 'parler'],
    ['FRENCH', 'chevaux', 'cheval'],
    ['GERMAN', 'häuser', 'Haus'],
    ['ITALIAN', 'parlavano', 'parlare'],
    ['PORTUGUESE_FROM_PORTUGAL', 'falavam', 'falar'],
    ['ENGLISH', 'cities', 'city'],
  ] as const)('finds the base form of a %s form: %s → %s', async (language, form, base) => {
    expect(await morphology.stems(language, form)).toContain(base);
  });

  it.each([
    ['SPANISH', 'fueron', ['ir', 'ser']],
    ['SPANISH', 'hizo', ['hacer']],
    ['SPANISH', 'puedes', ['poder']],
    ['SPANISH', 'escrito', ['escribir']],
    ['ITALIAN', 'sono', ['essere']],
    ['ITALIAN', 'abbiamo', ['avere']],
  ] as const)(
    'finds the base form of an irregular %s verb from RosaeNLG: %s → %s',
    async (language, form, bases) => {
      expect(await morphology.stems(language, form)).toEqual(expect.arrayContaining([...bases]));
    },
  );

  it('lists the most likely stem first', async () => {
    expect((await morphology.stems('SPANISH', 'vacías'))[0]).toBe('vacío');
  });

  it('answers [] for a word Hunspell does not know and for a language without a dictionary', async () => {
    expect(await morphology.stems('SPANISH', 'xqzzv')).toEqual([]);
    expect(await morphology.stems('GREEK_LATIN_TRANSCRIPTION', 'kalimera')).toEqual([]);
  });

  it('goes without stems when the worker misses its deadline', async () => {
    const logged: string[] = [];
    const impatient = new Morphology({ deadlineMs: 1, log: (message) => logged.push(message) });
    try {
      // the first Portuguese word loads a 5 MB dictionary: far longer than 1 ms
      expect(await impatient.stems('PORTUGUESE_FROM_BRAZIL', 'falavam')).toEqual([]);
      expect(logged).toEqual(['no stems for a PORTUGUESE_FROM_BRAZIL word']);
    } finally {
      await impatient.close();
    }
  });
});
