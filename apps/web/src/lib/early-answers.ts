/**
 * The first page's API answers theme.js asked for while the HTML was parsed (decision 033), by path.
 * Each is taken once, by the app's own first request for that path; what the entry's first requests have
 * not taken is dropped, so a later request never gets an answer older than the page.
 */
declare global {
  interface Window {
    /** Each starts its request unless theme.js already did, and answers its promise. */
    __reepriseEarlyAnswers?: Record<string, (() => Promise<Response>) | undefined>;
  }
}

/** True when theme.js asked for this first page's code and answers. */
export function hasEarlyAnswers(): boolean {
  return window.__reepriseEarlyAnswers !== undefined;
}

/** The answer theme.js asked for at this path, once; undefined when there is none (left). */
export function takeEarlyAnswer(path: string): Promise<Response> | undefined {
  const answers = window.__reepriseEarlyAnswers;
  const answer = answers?.[path];
  if (!answers || !answer) return undefined;
  delete answers[path];
  return answer();
}

/** Forgets the answers no request has taken. */
export function dropEarlyAnswers(): void {
  delete window.__reepriseEarlyAnswers;
}
