import { nowIso } from '../../db/database.js';
import { HttpError } from '../../plugins/http-error.js';
import type { ChaptersRepository } from '../chapters/chapters.repository.js';
import type { GeneratedTextsRepository } from './generated-texts.repository.js';

/** Per-user limit on LLM writing: new texts and new chapters together, per hour. */
export class GenerationQuota {
  constructor(
    private readonly texts: GeneratedTextsRepository,
    private readonly chapters: ChaptersRepository,
    private readonly perHour: number,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async check(userId: number): Promise<void> {
    const since = nowIso(new Date(this.clock().getTime() - 3600_000));
    const used =
      (await this.texts.countCreatedSince(userId, since)) +
      (await this.chapters.countCreatedSince(userId, since));
    if (used >= this.perHour) {
      throw new HttpError(
        429,
        `You have reached the limit of ${this.perHour} new texts per hour. Please try again later.`,
      );
    }
  }
}
