/**
 * How a stored text marks its headings (decision 039): a paragraph that starts with `# ` is a heading of
 * the text, one that starts with `## ` a heading under it. The marks are plain characters of the stored
 * text, so word and sentence offsets stay indices into the same string on the server and in the reader;
 * `#` is never a word, so it never becomes a clickable word or a vocabulary offset.
 */
export const HEADING_MARKS = { 1: '# ', 2: '## ' } as const;
export type HeadingLevel = keyof typeof HEADING_MARKS;

/** The heading a paragraph is (its level and where its words start), or null for a plain paragraph. */
export function headingOf(paragraph: string): { level: HeadingLevel; textStart: number } | null {
  if (paragraph.startsWith(HEADING_MARKS[2])) return { level: 2, textStart: HEADING_MARKS[2].length };
  if (paragraph.startsWith(HEADING_MARKS[1])) return { level: 1, textStart: HEADING_MARKS[1].length };
  return null;
}

/** A paragraph marked as a heading of `level`; line breaks inside a heading become spaces. */
export const markHeading = (text: string, level: HeadingLevel): string =>
  `${HEADING_MARKS[level]}${text.replace(/\s+/g, ' ').trim()}`;

/** A heading's words without its mark (a plain paragraph unchanged). */
export const headingText = (paragraph: string): string =>
  paragraph.slice(headingOf(paragraph)?.textStart ?? 0);
