/**
 * The boot script's file and what its tag carries (build/boot-script.ts writes both): one constant each,
 * used by the build and by the script.
 */
export const BOOT_SCRIPT_FILE = 'theme.js';

/** The tag index.html and admin.html load it with; the build adds the attributes below to it. */
export const BOOT_SCRIPT_TAG = `<script src="/${BOOT_SCRIPT_FILE}"></script>`;

/** The hashed name of a language's strings chunk: `data-strings-en`, `data-strings-de`. */
export const stringsAttribute = (language: string) => `data-strings-${language}`;

/**
 * The first pages, JSON: [address pattern, files, answer templates, strings' files per language][]
 * (vite.config.ts).
 */
export const PAGES_ATTRIBUTE = 'data-pages';

export type FirstPage = [
  address: string,
  files: string[],
  answers: string[],
  strings?: Partial<Record<string, string[]>>,
];
