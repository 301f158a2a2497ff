import { describe, expect, test } from 'vitest';
import { defaultDictionaries, lookUpUrl, templateProblem } from './web-dictionaries';
import { suggestedDictionaries } from './web-dictionary-suggestions';

describe('web dictionary templates', () => {
  test('only http(s) addresses with {word} can be used', () => {
    expect(templateProblem('https://en.wiktionary.org/wiki/{word}')).toBeNull();
    expect(templateProblem('http://example.org/?q={word}&x=1')).toBeNull();
    expect(templateProblem('https://example.org/')).toBe('no_word');
    expect(templateProblem('javascript:alert({word})')).toBe('not_http');
    expect(templateProblem('ftp://example.org/{word}')).toBe('not_http');
    expect(templateProblem('not a url {word}')).toBe('invalid');
  });

  test('the word is URL-encoded wherever {word} stands', () => {
    expect(lookUpUrl('https://x.org/{word}?again={word}', 'más/&?')).toBe(
      'https://x.org/m%C3%A1s%2F%26%3F?again=m%C3%A1s%2F%26%3F',
    );
  });

  test('Wiktionary in the learner’s language by default; DeepL and Reverso for the pair', () => {
    expect(defaultDictionaries('de')[0].url).toBe('https://de.wiktionary.org/wiki/{word}');
    expect(defaultDictionaries('en')[0].url).toBe('https://en.wiktionary.org/wiki/{word}');
    expect(suggestedDictionaries('SPANISH', 'de').map((d) => d.url)).toEqual([
      'https://www.deepl.com/translator#es/de/{word}',
      'https://context.reverso.net/translation/spanish-german/{word}',
    ]);
    // nothing to translate from English into English
    expect(suggestedDictionaries('ENGLISH', 'en')).toEqual([]);
  });
});
