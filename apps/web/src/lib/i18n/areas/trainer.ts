/** UI strings of the trainer area, English and German; the German type must mirror the English. */
export const trainerEn = {};

export const trainerDe: typeof trainerEn = {};
