import type { ImportMapping } from '@reeprise/contract';

/** Header names (any case) each field is suggested for: our own export's, Anki's, and German ones. */
const HEADER_NAMES: Record<keyof ImportMapping, string[]> = {
  word: ['word', 'wort', 'front', 'vorderseite', 'term', 'expression', 'vocabulary'],
  translation: ['translation', 'übersetzung', 'back', 'rückseite', 'meaning', 'bedeutung', 'definition'],
  mnemonic: ['mnemonic', 'eselsbrücke', 'note', 'notes', 'notiz'],
  part_of_speech: ['part of speech', 'part_of_speech', 'pos', 'wortart'],
  language: ['language', 'sprache'],
};

/** The mapping a preview suggests for a file's header (or a note type's fields); null without columns. */
export function suggestMapping(columns: string[]): ImportMapping | null {
  const names = columns.map((column) => column.trim().toLowerCase());
  const find = (field: keyof ImportMapping) => {
    const index = names.findIndex((name) => HEADER_NAMES[field].includes(name));
    return index === -1 ? null : index;
  };
  if (columns.length === 0) return null;
  return {
    word: find('word') ?? 0,
    translation: find('translation'),
    mnemonic: find('mnemonic'),
    part_of_speech: find('part_of_speech'),
    language: find('language'),
  };
}
