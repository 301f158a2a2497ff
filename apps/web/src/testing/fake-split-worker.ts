import { splitHere, type SplitAnswer, type SplitRequest } from '@/lib/text-split/split-here';

/** A worker that answers like text-split.worker.ts (or fails to load), and keeps what it was asked. */
export class FakeSplitWorker extends EventTarget {
  static asked: SplitRequest[] = [];
  static failing = false;
  postMessage(request: SplitRequest) {
    FakeSplitWorker.asked.push(request);
    setTimeout(() => {
      if (FakeSplitWorker.failing) return void this.dispatchEvent(new Event('error'));
      const answer: SplitAnswer = { ...splitHere(request), id: request.id };
      this.dispatchEvent(new MessageEvent('message', { data: answer }));
    });
  }
  terminate() {}
}

