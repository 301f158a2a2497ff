import { describe, expect, it } from 'vitest';
import { PROMPT_SENTENCE_MAX_LENGTH } from '../../platform/llm/index.js';
import { markSurface, sentenceAround } from './sentence.js';

const marked = ({ text, start, end }: { text: string; start: number; end: number }) => text.slice(start, end);

describe('sentenceAround', () => {
  const content = 'Hola.  El gato come. El gato duerme!\nY el perro?';

  it('is the clicked word’s sentence, trimmed, with that very occurrence marked', () => {
    const second = content.indexOf('gato', content.indexOf('duerme') - 10);
    const sentence = sentenceAround(content, second, second + 4);
    expect(sentence.text).toBe('El gato duerme!');
    expect(sentence).toMatchObject({ start: 3, end: 7 });
    expect(marked(sentence)).toBe('gato');
  });

  it('marks a phrase, and a word at the start or end of the text', () => {
    const phrase = content.indexOf('el perro');
    expect(marked(sentenceAround(content, phrase, phrase + 8))).toBe('el perro');
    expect(sentenceAround(content, 0, 4)).toEqual({ text: 'Hola.', start: 0, end: 4 });
    const last = content.indexOf('perro');
    expect(sentenceAround(content, last, last + 5)).toEqual({ text: 'Y el perro?', start: 5, end: 10 });
  });

  it('cuts a sentence too long for the prompt around the word, still marked', () => {
    const long = `${'palabra '.repeat(100)}gato ${'otra '.repeat(100)}.`;
    const at = long.indexOf('gato');
    const sentence = sentenceAround(long, at, at + 4);
    // half the budget on each side of the word
    expect(sentence.text.length).toBeLessThanOrEqual(PROMPT_SENTENCE_MAX_LENGTH + 'gato'.length);
    expect(sentence.text.length).toBeLessThan(long.length);
    expect(marked(sentence)).toBe('gato');
  });
});

describe('markSurface (usages stored before their sentence was marked)', () => {
  it('marks the first word of the form, else the first place the form occurs, else nothing', () => {
    expect(markSurface('Los Gatos comen gatos.', 'gatos', 'SPANISH')).toEqual({ start: 4, end: 9 });
    expect(markSurface('Los gatos comen pescado.', 'comen pescado', 'SPANISH')).toEqual({ start: 10, end: 23 });
    expect(markSurface('Los gatos comen pescado.', 'perro', 'SPANISH')).toEqual({ start: 0, end: 0 });
  });
});
