import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentences.js';

describe('splitSentences', () => {
  it('numbers the sentences of a text with where each starts and ends', () => {
    const text = 'Ana vive en Madrid. ¿Y tú?  Yo también.';
    const sentences = splitSentences(text, 'SPANISH');
    expect(sentences.map((s) => s.text)).toEqual(['Ana vive en Madrid.', '¿Y tú?', 'Yo también.']);
    for (const s of sentences) expect(text.slice(s.start, s.end)).toBe(s.text);
  });

  it('leaves a heading’s mark out of its sentence, so it is never read aloud (decision 039)', () => {
    const text = '# Capítulo uno\n\nAna vive en Madrid.\n\n## La casa\n\nEs grande. Tiene #5 en la puerta.';
    const sentences = splitSentences(text, 'SPANISH');
    expect(sentences.map((s) => s.text)).toEqual([
      'Capítulo uno',
      'Ana vive en Madrid.',
      'La casa',
      'Es grande.',
      'Tiene #5 en la puerta.',
    ]);
    for (const s of sentences) expect(text.slice(s.start, s.end)).toBe(s.text);
  });
});
