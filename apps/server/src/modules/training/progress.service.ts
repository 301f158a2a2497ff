import type { Progress, ProgressQuery } from '@reeprise/contract';
import type { AuthUser } from '../auth/session.service.js';
import type { UserSettingsRepository } from '../user-settings/user-settings.repository.js';
import { localDate, localDayStart } from './local-days.js';
import type { ProgressRepository } from './progress.repository.js';

const HISTORY_DAYS = 30;
const FORECAST_DAYS = 14;

/** The statistics page's progress charts, days in the learner's own time zone. */
export class ProgressService {
  constructor(
    private readonly progress: ProgressRepository,
    private readonly settings: UserSettingsRepository,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Reviews and words added over the last 30 days, the 14-day due forecast and the true retention. */
  async get(user: AuthUser, query: ProgressQuery): Promise<Progress> {
    const now = this.clock();
    const days = (from: number, count: number) =>
      Array.from({ length: count + 1 }, (_, i) => localDayStart(now, query.tz_offset, from + i));
    const past = days(-(HISTORY_DAYS - 1), HISTORY_DAYS);
    const future = days(0, FORECAST_DAYS);
    const iso = (bounds: Date[]) => bounds.map((bound) => bound.toISOString());
    const label = (bounds: Date[]) => bounds.slice(0, -1).map((bound) => localDate(bound, query.tz_offset));

    const [reviews, added, forecast, settings] = await Promise.all([
      this.progress.reviews(user.id, iso(past)),
      this.progress.wordsAdded(user.id, iso(past)),
      this.progress.dueForecast(user.id, iso(future)),
      this.settings.get(user.id),
    ]);
    const pastDays = label(past);
    return {
      reviews_per_day: pastDays.map((day, i) => ({ day, count: reviews.counts[i], good: reviews.good[i] })),
      words_added_per_day: pastDays.map((day, i) => ({ day, count: added[i] })),
      due_forecast: label(future).map((day, i) => ({ day, count: forecast[i] })),
      retention: {
        due_reviews: reviews.dueReviews,
        good: reviews.dueGood,
        rate: reviews.dueReviews === 0 ? null : reviews.dueGood / reviews.dueReviews,
        desired: settings.desiredRetention,
      },
    };
  }
}
