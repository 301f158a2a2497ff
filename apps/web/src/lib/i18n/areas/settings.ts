/** UI strings of the settings area, English and German; the German type must mirror the English. */
export const settingsEn = {};

export const settingsDe: typeof settingsEn = {};
