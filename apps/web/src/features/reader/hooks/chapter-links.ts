/** What is known about a neighbouring chapter: its status, NON_EXISTENT on a 404, undefined while loading. */
export type NeighbourStatus = 'PENDING' | 'COMPLETE' | 'FAILED' | 'NON_EXISTENT' | undefined;

export type ChapterLinks = {
  /** Where "previous" goes, or null when it is disabled. */
  previous: string | null;
  /** Where "next" goes, or null when it is disabled. */
  next: string | null;
  /** The chapter numbers whose existence decides the links (fetch these). */
  previousNumber: number | null;
  nextNumber: number;
};

/** The chapter numbers the links point at, before anything is known about them. */
export function neighbourNumbers(chapter: number | null): {
  previousNumber: number | null;
  nextNumber: number;
} {
  return {
    // from chapter 0 the link goes to the text root, which always exists: nothing to ask
    previousNumber: chapter === null || chapter === 0 ? null : chapter - 1,
    nextNumber: (chapter ?? 0) + 1,
  };
}

/**
 * The spec's rules (§2 Text reader, §4): previous goes to chapter − 1, from chapter 0 to the text
 * root, and is disabled without a chapter; next goes to chapter + 1 (chapter 1 without one). Either
 * is disabled when that chapter is NON_EXISTENT, and until we know it exists.
 */
export function chapterLinks(
  textId: number,
  chapter: number | null,
  previousStatus: NeighbourStatus,
  nextStatus: NeighbourStatus,
): ChapterLinks {
  const root = `/reeprise/${textId}`;
  const { previousNumber, nextNumber } = neighbourNumbers(chapter);
  const exists = (status: NeighbourStatus) => status !== undefined && status !== 'NON_EXISTENT';

  let previous: string | null = null;
  if (chapter === 0) previous = root;
  else if (previousNumber !== null && exists(previousStatus)) previous = `${root}?chapter=${previousNumber}`;

  const next = exists(nextStatus) ? `${root}?chapter=${nextNumber}` : null;
  return { previous, next, previousNumber, nextNumber };
}
