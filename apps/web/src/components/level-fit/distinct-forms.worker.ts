// The distinct forms of a text, split off the page's main thread (use-distinct-forms.ts): the first word
// segmenter of a page loads the locale's break rules, a long task on a phone (docs/performance.md).
import { distinctForms } from '@/lib/level-fit';
import type { DistinctFormsAnswer, DistinctFormsRequest } from './use-distinct-forms';

self.addEventListener('message', (event: MessageEvent<DistinctFormsRequest>) => {
  const { id, content, language } = event.data;
  const answer: DistinctFormsAnswer = { id, forms: distinctForms(content, language) };
  self.postMessage(answer);
});
