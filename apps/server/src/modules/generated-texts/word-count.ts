/** Words as a reader counts them: runs of letters, digits, apostrophes or hyphens, in any script. */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
}
