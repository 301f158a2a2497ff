/** UI strings of the reader area, English and German; the German type must mirror the English. */
export const readerEn = {};

export const readerDe: typeof readerEn = {};
