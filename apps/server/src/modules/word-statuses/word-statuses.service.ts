import {
  PLACEMENT_WORD_COUNTS,
  WORD_LIST_LINE_BREAK,
  normalizeWord,
  splitWords,
  wordFormOf,
  type ClearPlacementResult,
  type ImportKnownWords,
  type ImportKnownWordsResult,
  type KnownHistory,
  type Language,
  type MarkRead,
  type MarkReadResult,
  type Placement,
  type PlacementLevel,
  type PlacementResult,
  type SetWordStatuses,
  type WordStatusStats,
} from '@reeprise/contract';
import { nowIso } from '../../db/database.js';
import { HttpError } from '../../plugins/http-error.js';
import type { AuthUser } from '../auth/session.service.js';
import type { ChaptersService } from '../chapters/chapters.service.js';
import { KNOWN_THRESHOLD } from '../vocabulary/vocabulary.repository.js';
import type { FrequencyLists } from './frequency-lists.js';
import type { StatusCount, StatusSource, StoredStatus, WordStatusesRepository } from './word-statuses.repository.js';

const MINUTE_MS = 60_000;

/**
 * What a learner knows of each word form (decision 035): statuses set by hand, by finishing a text, by
 * placement and by import. Marking never touches vocabulary entries; mark_read, placement and imports
 * never override a status the learner set (INSERT … ON CONFLICT DO NOTHING), so they are idempotent and
 * count each form once however many run at the same time.
 */
export class WordStatusesService {
  constructor(
    private readonly statuses: WordStatusesRepository,
    private readonly chapters: Pick<ChaptersService, 'readable'>,
    private readonly frequency: FrequencyLists,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Sets (known, ignored) or clears (new) the status of each word; a phrase or a number is no form and is skipped. */
  async set(user: AuthUser, body: SetWordStatuses): Promise<number> {
    const forms = formsOf(body.words, body.language);
    if (forms.length === 0) return 0;
    if (body.status === 'new') return this.statuses.remove(user.id, body.language, forms);
    return this.statuses.set(user.id, body.language, forms, body.status, 'manual', nowIso(this.clock()));
  }

  /**
   * Every word of a text or chapter the learner may read (404 otherwise) that is new to them becomes
   * known; answers the forms this call marked, for an undo.
   */
  async markRead(user: AuthUser, textId: number, body: MarkRead): Promise<MarkReadResult> {
    const { text, chapter } = await this.chapters.readable(user, textId, body.chapter_number ?? 0);
    if (chapter.status !== 'COMPLETE') throw new HttpError(409, 'The text is still being written.');
    const forms = [...new Set(formsIn(chapter.content, text.language))];
    const words = await this.markNew(user, text.language, forms, 'read');
    return { marked_known: words.length, words };
  }

  /**
   * Marks the language's most frequent PLACEMENT_WORD_COUNTS[level] words known where they are new; a
   * lower or the same level adds nothing, a higher one the rest. Without a list: nothing, size 0.
   */
  async place(user: AuthUser, body: Placement): Promise<PlacementResult> {
    const list = await this.frequency.forms(body.language);
    if (list.length === 0) return { marked_known: 0, frequency_list_size: 0 };
    const marked = await this.markNew(user, body.language, list.slice(0, PLACEMENT_WORD_COUNTS[body.level]), 'placement');
    await this.statuses.raisePlacement(user.id, body.language, body.level, nowIso(this.clock()));
    return { marked_known: marked.length, frequency_list_size: list.length };
  }

  /** Forms placement marked and nothing changed since go back to new, and the level is forgotten. */
  async clearPlacement(user: AuthUser, language: Language): Promise<ClearPlacementResult> {
    return { cleared: await this.statuses.clearPlacement(user.id, language) };
  }

  /**
   * Known words imported (a CSV's or a deck's word cells, a word list's lines): every word of each text is
   * marked known where it is new, like finishing a text (`der Hund` gives `der` and `hund`). Answers the
   * forms marked and how many forms the texts held in all (repeats counted).
   */
  async importKnown(user: AuthUser, language: Language, texts: readonly string[]): Promise<{ marked: number; forms: number }> {
    const all = texts.flatMap((text) => formsIn(text, language));
    const marked = await this.markNew(user, language, [...new Set(all)], 'import');
    return { marked: marked.length, forms: all.length };
  }

  /** A plain word list (one word per line) imported as known; a line without a word (a number) is skipped. */
  async importWordList(user: AuthUser, body: ImportKnownWords): Promise<ImportKnownWordsResult> {
    const lines = body.content.split(WORD_LIST_LINE_BREAK).filter((line) => line.trim() !== '');
    const words = lines.filter((line) => formsIn(line, body.language).length > 0);
    const { marked, forms } = await this.importKnown(user, body.language, words);
    return { marked_known: marked, unchanged: forms - marked, skipped: lines.length - words.length };
  }

  /** Known, learning and ignored forms in a language, and the placement level in effect. */
  async stats(user: AuthUser, language: Language): Promise<WordStatusStats> {
    const [counts, placements] = await Promise.all([
      this.statuses.statusCounts(user.id, language),
      this.statuses.placements(user.id),
    ]);
    return this.statsOf(user, language, counts, placements);
  }

  /** The stats of every language the learner has statuses, vocabulary or a placement in. */
  async languages(user: AuthUser): Promise<WordStatusStats[]> {
    const [counts, vocabulary, placements] = await Promise.all([
      this.statuses.statusCounts(user.id),
      this.statuses.vocabularyLanguages(user.id),
      this.statuses.placements(user.id),
    ]);
    const languages = new Set<Language>([...counts.map((c) => c.language), ...vocabulary, ...placements.keys()]);
    return Promise.all(
      [...languages].sort().map((language) =>
        this.statsOf(user, language, counts.filter((c) => c.language === language), placements),
      ),
    );
  }

  private async statsOf(
    user: AuthUser,
    language: Language,
    counts: StatusCount[],
    placements: Map<Language, PlacementLevel>,
  ): Promise<WordStatusStats> {
    const vocabulary = await this.statuses.unmarkedVocabularyCounts(user.id, language, KNOWN_THRESHOLD);
    const stored = (status: StoredStatus) => counts.find((c) => c.status === status)?.count ?? 0;
    return {
      language,
      known: stored('known') + vocabulary.known,
      learning: vocabulary.learning,
      ignored: stored('ignored'),
      placement_level: placements.get(language) ?? null,
    };
  }

  /**
   * Known forms (statuses) at the end of each of the learner's days on which forms were marked known: each
   * form counts from the day it was last marked, so a form set back to new leaves the history too.
   */
  async history(user: AuthUser, language: Language, tzOffset: number): Promise<KnownHistory> {
    const marks = await this.statuses.knownMarks(user.id, language);
    const days: KnownHistory['days'] = [];
    let known = 0;
    for (const mark of marks) {
      known += mark.count;
      // tz_offset is Date#getTimezoneOffset: local = UTC - offset
      const date = new Date(Date.parse(mark.at) - tzOffset * MINUTE_MS).toISOString().slice(0, 10);
      if (days.at(-1)?.date === date) days[days.length - 1].known = known;
      else days.push({ date, known });
    }
    return { language, days };
  }

  /** Marks forms known where they have no status and are no form of a vocabulary entry; answers those marked. */
  private async markNew(user: AuthUser, language: Language, forms: string[], source: StatusSource): Promise<string[]> {
    if (forms.length === 0) return [];
    const entries = await this.statuses.vocabularyFormsAmong(user.id, language, forms);
    const candidates = forms.filter((form) => !entries.has(form));
    return this.statuses.addMissing(user.id, language, candidates, 'known', source, nowIso(this.clock()));
  }
}

/** The forms of the words of `text`, as the reader splits and normalises them (a form a status can be kept for). */
export function formsIn(text: string, language: Language): string[] {
  return splitWords(text, language)
    .map((span) => normalizeWord(text.slice(span.start, span.end)))
    .filter((form) => wordFormOf(form, language) === form);
}

/** The distinct forms of `words` (normalised; phrases and numbers left out). */
function formsOf(words: readonly string[], language: Language): string[] {
  const forms = new Set<string>();
  for (const word of words) {
    const form = wordFormOf(word, language);
    if (form !== null) forms.add(form);
  }
  return [...forms];
}
