/** UI strings of the extras area, English and German; the German type must mirror the English. */
export const extrasEn = {};

export const extrasDe: typeof extrasEn = {};
