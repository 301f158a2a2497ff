import { marked } from 'marked';
import { paragraphsOf, parseHtmlDocument } from './html-text.js';

/**
 * Markdown as plain paragraphs: rendered to HTML by marked, then read like any HTML (the HTML is never
 * served, so raw HTML in the file cannot reach a browser). The title is the first heading.
 */
export function readMarkdown(markdown: string): { title: string; text: string } {
  const html = marked.parse(markdown, { async: false, gfm: true });
  const document = parseHtmlDocument(`<!doctype html><html><body>${html}</body></html>`);
  const heading = document.querySelector?.('h1, h2')?.textContent ?? '';
  const paragraphs = document.body ? paragraphsOf(document.body) : [];
  return { title: heading.replace(/\s+/g, ' ').trim(), text: paragraphs.join('\n\n') };
}
