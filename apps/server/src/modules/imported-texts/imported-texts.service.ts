import type { DetectImportFields, ImportDetection, ImportTextFields } from '@reeprise/contract';
import type { Config } from '../../config.js';
import { nowIso } from '../../db/database.js';
import { onReservedUnit } from '../../platform/untrusted/spent-reservation.js';
import {
  sharedUntrustedPool,
  type UntrustedPool,
  type UntrustedSlot,
} from '../../platform/untrusted/untrusted-pool.js';
import { normalizeText } from './extract/plain-text.js';
import { contentsOf } from './imported-record.js';
import type { AuthUser } from '../auth/session.service.js';
import type { GeneratedTextsRepository, TextRecord } from '../generated-texts/generated-texts.repository.js';
import type { UsageBudget } from '../usage/usage-budget.js';
import type { UploadedFile } from './import-source.js';
import type { TextInput } from './prepare-text.js';
import type { ImportedTextsRepository } from './imported-texts.repository.js';

/** The import form, read by the route once a unit of the import budget is held. */
export interface ImportInput<F> {
  fields: F;
  file: UploadedFile | undefined;
}

/** A text stored without a level says B1 in the spec's `level`; `imported.level_given` tells it apart. */
const LEVEL_PLACEHOLDER = 'B1';

export class ImportedTextsService {
  constructor(
    private readonly imported: ImportedTextsRepository,
    private readonly texts: GeneratedTextsRepository,
    private readonly budget: UsageBudget,
    private readonly limits: Config['imports'],
    private readonly parsers: UntrustedPool = sharedUntrustedPool(),
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * Stores the learner's own text (pasted, a file or a fetched page) as a COMPLETE text with its
   * chapters; no LLM call. One unit of the import budget is reserved before the upload is read; a
   * refused import gives it back unless work was spent on it: a page a remote server answered (decision
   * 013) or a text a worker began to read (decision 034).
   */
  async import(user: AuthUser, readInput: () => Promise<ImportInput<ImportTextFields>>): Promise<TextRecord> {
    return this.#spending(user, async (spent, slot) => {
      const { fields, file } = await readInput();
      const { input, url } = await this.#textInput(fields, file, spent);
      spent();
      const prepared = await slot.run('prepareText', input, handedOver(input));
      const title = normalizeText(fields.title).replace(/\s+/g, ' ') || prepared.title;
      const id = await this.imported.create({
        creatorId: user.id,
        title,
        language: fields.language,
        level: fields.level ?? LEVEL_PLACEHOLDER,
        publiclyVisible: fields.publicly_visible,
        imported: {
          source: input.source,
          url,
          levelGiven: fields.level !== undefined,
          contents: contentsOf(prepared.chapters),
        },
        chapters: prepared.chapters,
        now: nowIso(this.clock()),
      });
      return (await this.texts.findById(id))!;
    });
  }

  /**
   * What importing would give (title, suggested language, words, chapters), nothing stored. It costs a
   * unit of the import budget as an import does (reading a file is the same work whether it is stored or
   * not), kept once a remote server answered or a worker began reading; a request refused before that (no
   * source, a bad or private address, no answer) costs nothing.
   */
  async detect(
    user: AuthUser,
    readInput: () => Promise<ImportInput<DetectImportFields>>,
  ): Promise<ImportDetection> {
    return this.#spending(user, async (spent, slot) => {
      const { fields, file } = await readInput();
      const { input } = await this.#textInput(fields, file, spent);
      spent();
      const detected = await slot.run('detectText', input, handedOver(input));
      return {
        title: detected.title,
        language: detected.language,
        word_count: detected.words,
        chapter_count: detected.chapterCount,
      };
    });
  }

  /**
   * Runs `work` on a unit of the import budget and a slot of the parsing pool, both taken before the
   * upload is read (so a process holds at most as many uploads as it has slots); see onReservedUnit for
   * when the unit goes back. `work` reads the text with `slot.run`, having called `spent()`.
   */
  async #spending<T>(
    user: AuthUser,
    work: (spent: () => void, slot: UntrustedSlot) => Promise<T>,
  ): Promise<T> {
    return onReservedUnit(await this.budget.reserve('text_import', user.id), async (spent) => {
      const slot = this.parsers.slot(user.id);
      try {
        return await work(spent, slot);
      } finally {
        slot.release();
      }
    });
  }

  async #textInput(fields: DetectImportFields, file: UploadedFile | undefined, spent: () => void) {
    // the fetch module loads with the first import, not at start
    const { textInputOf } = await import('./import-source.js');
    return textInputOf(fields, file, this.#fetchLimits(spent));
  }

  #fetchLimits(onAnswer: () => void) {
    const { fetchTimeoutMs, pageMaxBytes, maxRedirects, allowPrivateHosts } = this.limits;
    return {
      timeoutMs: fetchTimeoutMs,
      maxBytes: pageMaxBytes,
      maxRedirects,
      allowedPrivateHosts: allowPrivateHosts,
      onAnswer,
    };
  }
}

/** A file's or a fetched page's bytes move to the worker: nothing reads them here afterwards (ownedMemory). */
const handedOver = (input: TextInput): Uint8Array[] => {
  if (input.source === 'file') return [input.data];
  return input.source === 'url' && input.body instanceof Uint8Array ? [input.body] : [];
};
