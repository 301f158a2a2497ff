/**
 * How close an extracted text is to the text expected from a page, for the web-extraction corpus
 * (docs/web-extraction.md): both are reduced to their words (letters and digits, lower case, NFC), and
 * the similarity is 2·LCS / (|a| + |b|), the share of words the two sequences have in common in order
 * (Ratcliff/Obershelp's ratio over words). 1 is the same words; a menu of 20 words before an article of
 * 400 is 0.976; half the article missing is 0.67.
 */
export function wordsOf(text: string): string[] {
  return (
    text
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}\p{M}]+/gu) ?? []
  );
}

/** 2·LCS / (|a| + |b|) over the two texts' words; 1 when both have none. */
export function textSimilarity(actual: string, expected: string): number {
  const a = wordsOf(actual);
  const b = wordsOf(expected);
  if (a.length + b.length === 0) return 1;
  return (2 * commonSubsequenceLength(a, b)) / (a.length + b.length);
}

/**
 * The length of the longest common subsequence, by Myers' O((N+M)·D) difference algorithm: texts that
 * nearly match (the case that matters) take about linear time, where the table method takes N·M.
 */
export function commonSubsequenceLength(a: readonly string[], b: readonly string[]): number {
  const n = a.length;
  const m = b.length;
  const max = n + m;
  // v[k + max]: the furthest x reached on diagonal k with d differences
  const v = new Int32Array(2 * max + 2);
  for (let d = 0; d <= max; d += 1) {
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[k - 1 + max] < v[k + 1 + max]) ? v[k + 1 + max] : v[k - 1 + max] + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x += 1;
        y += 1;
      }
      v[k + max] = x;
      // d edits (deletions and insertions) separate the sequences: the rest is common
      if (x >= n && y >= m) return (n + m - d) / 2;
    }
  }
  return 0;
}
