// Issue 36's strings in the reader and the statistics (string-areas.ts): loaded with those pages, not
// with every page's first paint
export const levelFitEn = {
  rewrite: {
    easier: 'Too hard? Make it easier',
    harder: 'Make it harder',
    rewriting: 'Rewriting…',
    rewriteFailed: 'The text could not be rewritten.',
    retoldFrom: {
      easier: 'Retold easier from chapter {{number}}',
      harder: 'Retold harder from chapter {{number}}',
    },
    retoldFromText: {
      easier: 'Retold easier from the original text',
      harder: 'Retold harder from the original text',
    },
    explainOpen: 'Explain a sentence',
  },
  hits: {
    levelHits_one: 'Your last text: {{atLevel}} of 1 at your level (your target: {{target}} % known words).',
    levelHits_other:
      '{{atLevel}} of your last {{count}} texts were at your level (your target: {{target}} % known words).',
    levelHitsNone:
      'No finished text measured yet: once one is written, this says how many were at your level.',
  },
};
