/**
 * The `chapter` query parameter (spec §2): a safe, non-negative integer written in digits;
 * anything else ('', '1.5', '2e3', '-1', '99999999999999999') is ignored and the whole text shown.
 */
export function parseChapterParam(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : null;
}

/** The route's text id: a positive integer, or null for anything else. */
export function parseTextId(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && id <= 2 ** 31 - 1 ? id : null;
}
