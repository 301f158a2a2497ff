/**
 * The browser's paint timing (a PerformanceObserver of `paint` entries), told by the test when the first
 * content is on screen: `vi.stubGlobal('PerformanceObserver', FakePaintObserver)`, then
 * `act(() => FakePaintObserver.paint())`. `lib/after-first-paint.ts` remembers a paint for the rest of the
 * test file: a test of what waits for it belongs in a file of its own.
 */
export class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  static observers: FakePaintObserver[] = [];
  static paint() {
    const entries = {
      getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{ name }] : []),
    };
    for (const observer of FakePaintObserver.observers) observer.callback(entries);
  }
  constructor(readonly callback: (entries: { getEntriesByName(name: string): unknown[] }) => void) {}
  observe() {
    FakePaintObserver.observers.push(this);
  }
  disconnect() {
    FakePaintObserver.observers = FakePaintObserver.observers.filter((observer) => observer !== this);
  }
}
