// Splits texts off the page's main thread (text-split.ts): the first word or sentence segmenter of a
// page loads the locale's break rules, and a 1,000-word text takes long to split, both long tasks on a
// phone (docs/performance.md).
import { splitHere, type SplitRequest } from './split-here';

self.addEventListener('message', (event: MessageEvent<SplitRequest>) => {
  self.postMessage(splitHere(event.data));
});
