import type { DetectImportFields, ImportDetection, ImportTextFields } from '@reeprise/contract';
import type { Config } from '../../config.js';
import { nowIso } from '../../db/database.js';
import { normalizeText } from './extract/plain-text.js';
import type { AuthUser } from '../auth/session.service.js';
import type { GeneratedTextsRepository, TextRecord } from '../generated-texts/generated-texts.repository.js';
import type { UsageBudget } from '../usage/usage-budget.js';
import type { UploadedFile } from './import-source.js';
import type { ImportedTextsRepository } from './imported-texts.repository.js';

/** The import form, read by the route once a unit of the import budget is held. */
export interface ImportInput<F> {
  fields: F;
  file: UploadedFile | undefined;
}

// the parsers (linkedom, Readability, marked, fflate, franc) load with the first import, not at start:
// linkedom alone takes a good part of a second to load
const loadReaders = async () => {
  const [source, language] = await Promise.all([import('./import-source.js'), import('./detect-language.js')]);
  return { ...source, ...language };
};

/** A text stored without a level says B1 in the spec's `level`; `imported.level_given` tells it apart. */
const LEVEL_PLACEHOLDER = 'B1';

export class ImportedTextsService {
  constructor(
    private readonly imported: ImportedTextsRepository,
    private readonly texts: GeneratedTextsRepository,
    private readonly budget: UsageBudget,
    private readonly limits: Config['imports'],
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * Stores the learner's own text (pasted, a file or a fetched page) as a COMPLETE text with its
   * chapters; no LLM call. One unit of the import budget is reserved before the upload is read; a
   * refused import gives it back, except one whose page a remote server answered (decision 013).
   */
  async import(user: AuthUser, readInput: () => Promise<ImportInput<ImportTextFields>>): Promise<TextRecord> {
    const reservation = await this.budget.reserve('text_import', user.id);
    let answered = false;
    try {
      const { prepareText } = await loadReaders();
      const { fields, file } = await readInput();
      const prepared = await prepareText(fields, file, this.fetchLimits(() => (answered = true)));
      const title = normalizeText(fields.title).replace(/\s+/g, ' ') || prepared.title;
      const id = await this.imported.create({
        creatorId: user.id,
        title,
        language: fields.language,
        level: fields.level ?? LEVEL_PLACEHOLDER,
        publiclyVisible: fields.publicly_visible,
        imported: { source: prepared.source, url: prepared.url, levelGiven: fields.level !== undefined },
        chapters: prepared.chapters,
        now: nowIso(this.clock()),
      });
      return (await this.texts.findById(id))!;
    } catch (error) {
      if (!answered) await reservation.release();
      throw error;
    }
  }

  /**
   * What importing would give (title, suggested language, words, chapters), nothing stored. Only a web
   * address costs a unit of the import budget, kept once a remote server answered, even when its page
   * is refused; a request refused before that (a bad address, a private one, no answer) costs nothing.
   */
  async detect(user: AuthUser, readInput: () => Promise<ImportInput<DetectImportFields>>): Promise<ImportDetection> {
    const { prepareText, sourceOf, detectLanguage } = await loadReaders();
    const { fields, file } = await readInput();
    const reservation = sourceOf(fields, file) === 'url' ? await this.budget.reserve('text_import', user.id) : undefined;
    let answered = false;
    let prepared: Awaited<ReturnType<typeof prepareText>>;
    try {
      prepared = await prepareText(fields, file, this.fetchLimits(() => (answered = true)));
    } catch (error) {
      if (!answered) await reservation?.release();
      throw error;
    }
    return {
      title: prepared.title,
      language: detectLanguage(prepared.text, prepared.declaredLanguage),
      word_count: prepared.words,
      chapter_count: prepared.chapters.length,
    };
  }

  private fetchLimits(onAnswer: () => void) {
    const { fetchTimeoutMs, pageMaxBytes, maxRedirects, allowPrivateHosts } = this.limits;
    return { timeoutMs: fetchTimeoutMs, maxBytes: pageMaxBytes, maxRedirects, allowedPrivateHosts: allowPrivateHosts, onAnswer };
  }
}
