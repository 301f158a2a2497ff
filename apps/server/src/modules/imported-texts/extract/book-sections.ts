import { headingOf, headingText } from '@reeprise/contract';
import { countWords } from '../../generated-texts/word-count.js';
import { CHAPTER_WORDS } from '../chapter-split.js';

/** An entry of a book's table of contents: its title, where it points ("file#id"), its sub-entries. */
export interface ContentsNode {
  title: string | null;
  target: string | undefined;
  children: ContentsNode[];
}

/** A chapter as the book names it (title null: the book gives it none), before it is cut into readings. */
export interface TextSection {
  title: string | null;
  text: string;
}

interface Boundary {
  at: number;
  title: string | null;
}

/**
 * A book's paragraphs in its own chapters (issue 35). The table of contents' entries start chapters: its
 * top level, and the entries under one whose chapter is longer than one reading (a part of a novel holding
 * its chapters). Without a table of contents, each document of the spine that has a heading starts one (a
 * document without, such as the second half of a file an editor split, goes on with the chapter before).
 * Text before the first entry is a chapter of its own; a chapter that is only headings (a part's title
 * page) joins the next; a chapter without words is dropped.
 */
export function bookSections(
  paragraphs: string[],
  contents: ContentsNode[],
  positionOf: (target: string) => number | undefined,
  documentStarts: number[],
): TextSection[] {
  const wordsBefore = [0];
  for (const paragraph of paragraphs) wordsBefore.push(wordsBefore.at(-1)! + countWords(paragraph));
  const wordsIn = (from: number, to: number) => wordsBefore[to] - wordsBefore[from];

  const choose = (nodes: ContentsNode[], end: number): Boundary[] => {
    const places = nodes.map((node) => (node.target ? positionOf(node.target) : undefined));
    // where the next entry that has a place starts, for each entry
    const nextPlaces: (number | undefined)[] = [];
    for (let i = places.length - 1, next: number | undefined; i >= 0; i -= 1) {
      nextPlaces[i] = next;
      next = places[i] ?? next;
    }
    return nodes.flatMap((node, i) => {
      const at = places[i];
      const next = nextPlaces[i];
      if (at === undefined) return choose(node.children, Math.min(end, next ?? end));
      const until = next !== undefined && next > at ? Math.min(end, next) : end;
      const own = { at, title: node.title };
      return wordsIn(at, until) > CHAPTER_WORDS.max ? [own, ...choose(node.children, until)] : [own];
    });
  };

  let boundaries = choose(contents, paragraphs.length);
  if (boundaries.length === 0) boundaries = documentBoundaries(paragraphs, documentStarts);
  boundaries.push({ at: 0, title: null });
  // in reading order; of two entries at one place the later (the deeper) names the chapter
  const byPlace = new Map<number, Boundary>();
  for (const boundary of [...boundaries].sort((a, b) => a.at - b.at)) {
    if (!byPlace.has(boundary.at) || boundary.title !== null) byPlace.set(boundary.at, boundary);
  }
  const starts = [...byPlace.values()].filter((b) => b.at < paragraphs.length);

  const sections: { title: string | null; paragraphs: string[] }[] = [];
  let waiting: { title: string | null; paragraphs: string[] } | undefined;
  starts.forEach((start, i) => {
    const own = paragraphs.slice(start.at, starts[i + 1]?.at ?? paragraphs.length);
    if (wordsIn(start.at, start.at + own.length) === 0) return;
    const section = waiting
      ? { title: start.title ?? waiting.title, paragraphs: [...waiting.paragraphs, ...own] }
      : { title: start.title, paragraphs: own };
    waiting = undefined;
    if (section.paragraphs.every((paragraph) => headingOf(paragraph))) waiting = section;
    else sections.push(section);
  });
  if (waiting) {
    const last = sections.at(-1);
    if (last) last.paragraphs.push(...waiting.paragraphs);
    else sections.push(waiting);
  }
  return sections.map((section) => ({
    title: section.title ?? leadingHeading(section.paragraphs),
    text: section.paragraphs.join('\n\n'),
  }));
}

/** Without a table of contents: each document with a heading starts a chapter, named by that heading. */
function documentBoundaries(paragraphs: string[], documentStarts: number[]): Boundary[] {
  return documentStarts.flatMap((start, i) => {
    const own = paragraphs.slice(start, documentStarts[i + 1] ?? paragraphs.length);
    const heading = own.find((paragraph) => headingOf(paragraph));
    return heading ? [{ at: start, title: headingText(heading) }] : [];
  });
}

/** A chapter the book names nothing is named by the heading it opens with, if any. */
const leadingHeading = (paragraphs: string[]): string | null =>
  paragraphs[0] && headingOf(paragraphs[0]) ? headingText(paragraphs[0]) : null;
