import type { Language, LevelFit } from '@reeprise/contract';
import { KNOWN_THRESHOLD, type VocabularyRepository } from '../vocabulary/vocabulary.repository.js';
import { countForms, measureLevelFit, newFormsOf, type FormCounts, type WordModel } from './level-fit.js';

/** Forms the kept word models may hold in all, per process (a learner with 30,000 known forms is 30,000). */
const MODELS_MAX_FORMS = 2_000_000;
/** Finished texts and chapters whose counted forms are kept (a 300-word text: some 150 forms). */
const COUNTS_MAX = 5_000;

/** What level fit needs to know of a text or chapter: which one, whether it is finished, its words. */
export interface MeasuredContent {
  /** Stable while the content is final: `text:<id>` or `chapter:<id>`. */
  key: string;
  status: string;
  content: string;
  language: Language;
}

interface KeptModel {
  version: number;
  model: WordModel;
  forms: number;
}

/**
 * Level fit for the learner asking (issue 36, decision 038), kept cheap: a learner's word model is read once
 * per vocabulary version (entries, usages, reviews and word statuses all bump it: migrations 0020, 0022) and
 * a finished text's forms are counted once, so measuring a page of cards is ten map walks.
 */
export class LevelFits {
  private readonly models = new Map<string, KeptModel>();
  private modelForms = 0;
  private readonly counts = new Map<string, FormCounts>();

  constructor(private readonly vocabulary: Pick<VocabularyRepository, 'knownForms' | 'versionOf'>) {}

  /** The learner's vocabulary version: what a kept answer showing level fit must be labelled with too. */
  versionOf(userId: number): Promise<number> {
    return this.vocabulary.versionOf(userId);
  }

  /** Level fit of each finished item for the learner; null for one still being written or failed. */
  async measure(userId: number, items: readonly MeasuredContent[], version?: number): Promise<(LevelFit | null)[]> {
    const finished = items.filter((item) => item.status === 'COMPLETE');
    if (finished.length === 0) return items.map(() => null);
    const known = version ?? (await this.versionOf(userId));
    const models = new Map<Language, WordModel>();
    for (const language of new Set(finished.map((item) => item.language))) {
      models.set(language, await this.model(userId, language, known));
    }
    return items.map((item) =>
      item.status === 'COMPLETE' ? measureLevelFit(this.formsOf(item), models.get(item.language)!) : null,
    );
  }

  /** Level fit of one item, and its new forms for the learner, most frequent first (for an easier rewrite). */
  async withNewForms(userId: number, item: MeasuredContent): Promise<{ fit: LevelFit; newForms: string[] }> {
    const model = await this.model(userId, item.language, await this.versionOf(userId));
    const forms = this.formsOf(item);
    return { fit: measureLevelFit(forms, model), newForms: newFormsOf(forms, model) };
  }

  private async model(userId: number, language: Language, version: number): Promise<WordModel> {
    const key = `${userId} ${language}`;
    const kept = this.models.get(key);
    if (kept && kept.version === version) return kept.model;
    // read after the version: a write landing in between leaves the model labelled older, costing a miss
    const read = await this.vocabulary.knownForms(userId, language, KNOWN_THRESHOLD);
    const learning = new Set(read.learning);
    const known = new Set([...read.forms.filter((form) => !learning.has(form)), ...read.ignored]);
    const model: WordModel = { known, learning };
    const latest = this.models.get(key);
    if (latest && latest.version > version) return model;
    if (latest) this.dropModel(key, latest);
    const forms = known.size + learning.size;
    this.models.set(key, { version, model, forms });
    this.modelForms += forms;
    for (const [oldest, entry] of this.models) {
      if (this.modelForms <= MODELS_MAX_FORMS) break;
      this.dropModel(oldest, entry);
    }
    return model;
  }

  private dropModel(key: string, kept: KeptModel) {
    this.models.delete(key);
    this.modelForms -= kept.forms;
  }

  /** A finished item's forms are counted once; one still being written is counted each time. */
  private formsOf(item: MeasuredContent): FormCounts {
    if (item.status !== 'COMPLETE') return countForms(item.content, item.language);
    const kept = this.counts.get(item.key);
    if (kept) return kept;
    const counted = countForms(item.content, item.language);
    this.counts.set(item.key, counted);
    if (this.counts.size > COUNTS_MAX) this.counts.delete(this.counts.keys().next().value!);
    return counted;
  }
}

/** The measured content of a text (chapter 0). */
export const textContent = (text: { id: number; status: string; output: string; language: Language }): MeasuredContent => ({
  key: `text:${text.id}`,
  status: text.status,
  content: text.output,
  language: text.language,
});
