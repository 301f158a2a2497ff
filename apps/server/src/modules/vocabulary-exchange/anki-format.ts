import { createHash } from 'node:crypto';

/**
 * What Anki's collection format asks of both directions (docs/decisions/019-anki-decks.md): fields are
 * HTML joined by the unit separator, the first field's text is checksummed, media references are
 * `[sound:…]` and `<img src=…>`.
 */
export const FIELD_SEPARATOR = '\x1f';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** A field's HTML as the text a learner reads: tags out, line breaks kept, entities decoded, sounds removed. */
export function fieldText(html: string): string {
  return html
    .replace(/\[sound:[^\]]*\]/g, '')
    .replace(/<br\s*\/?>|<\/(div|p|li)>/gi, '\n')
    .replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/[ \t]*\n[ \t]*/g, '\n')
    .trim();
}

/** Plain text as field HTML: escaped, line breaks as <br> (Anki renders fields as HTML). */
export function fieldHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\r?\n/g, '<br>');
}

/**
 * Anki's duplicate check: the first 8 hex digits of the SHA-1 of the first field's text (HTML stripped),
 * as an integer. Anki recomputes it on "Check Database", so a wrong one would only slow its duplicates.
 */
export function fieldChecksum(text: string): number {
  return parseInt(createHash('sha1').update(text, 'utf8').digest('hex').slice(0, 8), 16);
}

/**
 * A note's GUID from the vocabulary entry's id, the same in every export: Anki matches notes by GUID on
 * import, so a deck exported again updates the notes it has instead of adding copies.
 */
export function noteGuid(vocabularyId: number): string {
  return `rp${createHash('sha256').update(`reeprise-vocabulary:${vocabularyId}`).digest('base64url').slice(0, 12)}`;
}
