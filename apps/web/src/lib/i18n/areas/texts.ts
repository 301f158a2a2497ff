/** UI strings of the texts area, English and German; the German type must mirror the English. */
export const textsEn = {};

export const textsDe: typeof textsEn = {};
