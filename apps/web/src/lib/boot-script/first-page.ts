import { startingUiLanguage } from '../i18n/starting-language';
import { probablySignedIn } from '../signed-in-hint';
import { PAGES_ATTRIBUTE, type FirstPage } from './attributes';

/**
 * In a browser that was signed in (the server's hint cookie), asks for the first page's chunks,
 * stylesheets and areas of strings (the starting language's) while the HTML is parsed, instead of after
 * the app's first task (decision 032), and for its first API answers (decision 033): the app takes each
 * once (lib/early-answers.ts). The pages, their files and answers are on the script's tag
 * (vite.config.ts, from the route manifest).
 */
export function askForFirstPage(script: Element | null): void {
  const pages = script?.getAttribute(PAGES_ATTRIBUTE);
  if (!pages || !probablySignedIn()) return;
  let answers: NonNullable<Window['__reepriseEarlyAnswers']> | undefined;
  for (const [pattern, files, templates, strings] of JSON.parse(pages) as FirstPage[]) {
    const address = new RegExp(pattern, 'i').exec(window.location.pathname);
    if (!address) continue;
    const asked = (answers ??= {});
    for (const file of [...files, ...(strings?.[startingUiLanguage()] ?? [])]) {
      const link = document.createElement('link');
      const stylesheet = file.endsWith('.css');
      link.rel = stylesheet ? 'preload' : 'modulepreload';
      if (stylesheet) link.as = 'style';
      // as Vite's own links: the same request, which it then finds done
      link.crossOrigin = '';
      link.href = file;
      link.setAttribute('data-first-page', '');
      document.head.appendChild(link);
    }
    // A page's own answers only for an address it names by number and without a query string: the
    // prefetch would ask for others. Each request starts in a task after this one (the parser, and the
    // first paint, do not wait for it to be made), or when the app takes it first: either way once.
    const paths: string[] = [];
    for (const template of templates) {
      const path = template.replace('$1', address[1]);
      if (path !== template && (!/^\d+$/.test(address[1]) || window.location.search)) continue;
      if (!window.fetch || asked[path]) continue;
      let answer: Promise<Response> | undefined;
      asked[path] = () => {
        if (!answer) {
          answer = window.fetch(path, {
            headers: { Accept: 'application/json' },
            credentials: 'same-origin',
          });
          // a failed request is the app's to report when it takes the answer, not an unhandled rejection
          answer.catch(() => {});
        }
        return answer;
      };
      paths.push(path);
    }
    setTimeout(() => {
      // not for answers the app has dropped: nothing would take them
      const current = window.__reepriseEarlyAnswers;
      for (const path of paths) void current?.[path]?.();
    }, 0);
  }
  if (answers) window.__reepriseEarlyAnswers = answers;
}
