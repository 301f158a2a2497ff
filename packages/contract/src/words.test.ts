import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './enum-values.js';
import {
  findPhrases,
  isWholeWord,
  normalizePhrase,
  normalizeWord,
  phraseIndex,
  settledLength,
  splitWords,
  wordsInSpan,
} from './words.js';

type Language = (typeof LANGUAGES)[number];
const wordsOf = (text: string, language: Language) =>
  splitWords(text, language).map((span) => text.slice(span.start, span.end));

// real sentences, and the words a reader of each language clicks in them
const TABLE: Record<Language, Array<[string, string[]]>> = {
  ENGLISH: [
    ["Don't rock-and-roll; it's a well-known e-mail, isn't it?", ["Don't", 'rock-and-roll', "it's", 'a', 'well-known', 'e-mail', "isn't", 'it']],
    ['The 42 passengers left at 7.30 in the morning.', ['The', 'passengers', 'left', 'at', 'in', 'the', 'morning']],
  ],
  FRENCH: [
    ["L’homme qu’il a vu hier est parti aujourd'hui.", ['L’', 'homme', 'qu’', 'il', 'a', 'vu', 'hier', 'est', 'parti', "aujourd'hui"]],
    ["J'ai vu l'arc-en-ciel jusqu'à midi, peut-être.", ["J'", 'ai', 'vu', "l'", 'arc-en-ciel', "jusqu'", 'à', 'midi', 'peut-être']],
    ['A-t-il dit : « Donne-le-moi » ?', ['A', 'il', 'dit', 'Donne', 'le', 'moi']],
    ["Va-t'en, nous avons un rendez-vous, dit-elle.", ['Va', "t'", 'en', 'nous', 'avons', 'un', 'rendez-vous', 'dit', 'elle']],
  ],
  GERMAN: [
    ["Das Auto-Haus gibt's seit 1990 in der Kfz-Werkstatt.", ['Das', 'Auto-Haus', "gibt's", 'seit', 'in', 'der', 'Kfz-Werkstatt']],
    ['Übermorgen fährt Jürgen über die Straße.', ['Übermorgen', 'fährt', 'Jürgen', 'über', 'die', 'Straße']],
  ],
  GREEK: [
    ['Ο άνθρωπος είπε: «Σ’αγαπώ», απ’ την αρχή.', ['Ο', 'άνθρωπος', 'είπε', 'Σ’', 'αγαπώ', 'απ’', 'την', 'αρχή']],
    ['Καλημέρα! Τι κάνεις σήμερα;', ['Καλημέρα', 'Τι', 'κάνεις', 'σήμερα']],
  ],
  GREEK_LATIN_TRANSCRIPTION: [
    ["O anthropos eipe: s'agapo, kalimera!", ['O', 'anthropos', 'eipe', "s'", 'agapo', 'kalimera']],
  ],
  ITALIAN: [
    ["L'uomo dell'anno c'è, un po' di tutto.", ["L'", 'uomo', "dell'", 'anno', "c'", 'è', 'un', "po'", 'di', 'tutto']],
    ['Dall’altra parte, com’è bello quest’estate!', ['Dall’', 'altra', 'parte', 'com’', 'è', 'bello', 'quest’', 'estate']],
  ],
  PORTUGUESE_FROM_BRAZIL: [
    ['Ela disse: traga-o aqui, é o bem-te-vi do vizinho.', ['Ela', 'disse', 'traga', 'o', 'aqui', 'é', 'o', 'bem-te-vi', 'do', 'vizinho']],
  ],
  PORTUGUESE_FROM_PORTUGAL: [
    ["Dá-me o guarda-chuva, disse-lhe ela na segunda-feira.", ['Dá', 'me', 'o', 'guarda-chuva', 'disse', 'lhe', 'ela', 'na', 'segunda-feira']],
    ["Vê-lo-ei amanhã com um copo d'água.", ['Vê-lo-ei', 'amanhã', 'com', 'um', 'copo', "d'", 'água']],
  ],
  RUSSIAN: [
    ['Кто-то сказал: «Привет», из-за дождя в 2024 году.', ['Кто-то', 'сказал', 'Привет', 'из-за', 'дождя', 'в', 'году']],
    ['Ёжик по-русски говорит хорошо.', ['Ёжик', 'по-русски', 'говорит', 'хорошо']],
  ],
  SPANISH: [
    ['¿Dónde está? ¡Qué bien! Dámelo, dijo el hispano-americano.', ['Dónde', 'está', 'Qué', 'bien', 'Dámelo', 'dijo', 'el', 'hispano-americano']],
    ['El niño comió pingüino en Año Nuevo.', ['El', 'niño', 'comió', 'pingüino', 'en', 'Año', 'Nuevo']],
  ],
};

describe('splitWords', () => {
  for (const language of LANGUAGES) {
    describe(language, () => {
      it.each(TABLE[language])('%s', (sentence, expected) => {
        expect(wordsOf(sentence, language)).toEqual(expected);
      });
    });
  }

  it('gives offsets into the text itself', () => {
    const text = '  Le chat, dit-il.';
    expect(splitWords(text, 'FRENCH')).toEqual([
      { start: 2, end: 4 },
      { start: 5, end: 9 },
      { start: 11, end: 14 },
      { start: 15, end: 17 },
    ]);
  });

  it('finds no word in an empty text, white space or numbers', () => {
    expect(splitWords('', 'GERMAN')).toEqual([]);
    expect(splitWords(' \n\t', 'GERMAN')).toEqual([]);
    expect(splitWords('1 2,50 – 3.14', 'ENGLISH')).toEqual([]);
  });

  it('keeps English and German apostrophes inside the word', () => {
    expect(wordsOf("l'homme", 'ENGLISH')).toEqual(["l'homme"]);
    expect(wordsOf("l'homme", 'FRENCH')).toEqual(["l'", 'homme']);
  });
});

describe('wordsInSpan and isWholeWord', () => {
  const text = "Jusqu'à demain, l'arc-en-ciel brille.";
  const at = (part: string) => [text.indexOf(part), text.indexOf(part) + part.length] as const;

  it('counts the words a span covers from a word start to a word end', () => {
    expect(wordsInSpan(text, ...at("Jusqu'"), 'FRENCH')).toBe(1);
    expect(wordsInSpan(text, ...at("Jusqu'à"), 'FRENCH')).toBe(2);
    expect(wordsInSpan(text, ...at("l'arc-en-ciel brille"), 'FRENCH')).toBe(3);
    expect(wordsInSpan(text, ...at("demain, l'"), 'FRENCH')).toBe(2);
    expect(wordsInSpan(text, ...at('demain, l'), 'FRENCH')).toBe(0);
  });

  it('answers 0 for a span that cuts a word or starts between words', () => {
    expect(wordsInSpan(text, ...at('arc'), 'FRENCH')).toBe(0);
    expect(wordsInSpan(text, ...at(' demain'), 'FRENCH')).toBe(0);
    expect(wordsInSpan(text, ...at('demai'), 'FRENCH')).toBe(0);
    expect(wordsInSpan(text, 5, 5, 'FRENCH')).toBe(0);
    expect(wordsInSpan(text, -1, 3, 'FRENCH')).toBe(0);
    expect(wordsInSpan(text, 30, 999, 'FRENCH')).toBe(0);
    expect(wordsInSpan(text, 0.5, 3, 'FRENCH')).toBe(0);
  });

  it('isWholeWord is exactly one word', () => {
    expect(isWholeWord(text, ...at('arc-en-ciel'), 'FRENCH')).toBe(true);
    expect(isWholeWord(text, ...at("Jusqu'à"), 'FRENCH')).toBe(false);
    // the old splitter's word: no longer a word, kept only by the compatibility rule (decision 014)
    expect(isWholeWord(text, ...at('arc'), 'FRENCH')).toBe(false);
  });
});

describe('settledLength', () => {
  it('ends after the last white space: the word being written is not settled', () => {
    expect(settledLength('')).toBe(0);
    expect(settledLength('Il était')).toBe(3);
    expect(settledLength('Il était ')).toBe(9);
    expect(settledLength('Il était\nune fois l’arc-')).toBe(18);
  });

  it('settles the same words as the finished text', () => {
    const finished = "Il était une fois l'arc-en-ciel.";
    for (let cut = 0; cut <= finished.length; cut += 1) {
      const partial = finished.slice(0, cut);
      const settled = splitWords(partial.slice(0, settledLength(partial)), 'FRENCH');
      const final = splitWords(finished, 'FRENCH').slice(0, settled.length);
      expect(settled).toEqual(final);
    }
  });
});

describe('phrases', () => {
  it('normalises a phrase: lower case, one space', () => {
    expect(normalizePhrase('Il  y\na')).toBe('il y a');
    expect(normalizeWord('Été')).toBe('été');
  });

  it('indexes only forms of 2-6 words, by their first word', () => {
    const index = phraseIndex(['il y a', 'chat', "aujourd'hui", "l'homme", 'un deux trois quatre cinq six sept'], 'FRENCH');
    expect([...index.keys()].sort()).toEqual(['il', "l'"]);
    expect(index.get('il')).toEqual([{ count: 3, form: 'il y a' }]);
  });

  it('finds every place of a phrase in another text, whatever its case and spacing', () => {
    const text = 'Il y a un chat. Hier, il\ny a eu un chien, il y avait.';
    const words = splitWords(text, 'FRENCH');
    const forms = words.map((w) => normalizeWord(text.slice(w.start, w.end)));
    const found = findPhrases(text, words, forms, phraseIndex(['il y a', 'un chat'], 'FRENCH'));
    expect(found.map(({ first, count }) => text.slice(words[first].start, words[first + count - 1].end))).toEqual([
      'Il y a',
      'un chat',
      'il\ny a',
    ]);
  });
});
