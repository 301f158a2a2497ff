/**
 * How long a statistics answer counts as fresh. Texts and words are added on other pages, which do not
 * know these keys: the page shown again later asks again. But the answers of the page's own prefetch
 * (decision 031), there moments before it renders, are not asked for a second time.
 */
export const STATISTICS_FRESH_MS = 5_000;
