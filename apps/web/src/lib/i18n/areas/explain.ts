// The sentence explanation panel's strings (string-areas.ts): loaded with the panel (issue 36)
export const explainEn = {
  title: 'Explain a sentence',
  close: 'Close',
  sentence: 'Sentence',
  submit: 'Explain this sentence',
  asking: 'Asking…',
  writing: 'Writing the explanation…',
  translation: 'Translation',
  grammar: 'Grammar',
  failed: 'This sentence could not be explained.',
  needsModel: 'Explaining a sentence needs a language model, and this server runs without one (demo mode).',
  noSentences: 'This text has no sentence to explain.',
};
