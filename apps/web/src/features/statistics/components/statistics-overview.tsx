import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { LearningIconName } from '@/components/ui/learning-icon';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { useWordStatusLanguages } from '@/lib/word-status-languages';
import { useTextStats } from '../api/get-text-stats';
import { useVocabularyStats } from '../api/get-vocabulary-stats';
import { KnownWordsSection } from './known-words-section';
import { ProgressSection } from './progress-section';
import { StatCard } from './stat-card';
import styles from './statistics.module.css';

type Figure = { label: string; value: number | undefined; icon: LearningIconName };

function StatGroup({ title, figures, query }: { title: string; figures: Figure[]; query: UseQueryResult }) {
  const { t } = useTranslation('trainer');
  return (
    <section aria-label={title}>
      <h2 className={styles.groupTitle}>{title}</h2>
      {query.isError ? (
        <LoadFailedAlert retryLabel={t('trainer.stats.retry')} onRetry={() => void query.refetch()}>
          {t('trainer.stats.error')}
        </LoadFailedAlert>
      ) : (
        <div className={styles.cards}>
          {figures.map((figure) => (
            <StatCard key={figure.label} {...figure} />
          ))}
        </div>
      )}
    </section>
  );
}

/**
 * The statistics page: known words per language (the headline, issue 34), the six cards (three about
 * vocabulary, three about texts), then the progress charts. The headline's height depends on its answer
 * (a figure per language and a chart, or one line for a learner with no known words): until it is there,
 * nothing is drawn beneath it that its arrival would push down (CLS 0.062 before, Lighthouse 93).
 */
export function StatisticsOverview() {
  const { t } = useTranslation('level-fit', 'trainer');
  const languages = useWordStatusLanguages();
  const vocabulary = useVocabularyStats();
  const texts = useTextStats();
  if (languages.isPending)
    return (
      <div className={styles.page}>
        <KnownWordsSection />
      </div>
    );
  return (
    <div className={styles.page}>
      <KnownWordsSection />
      <StatGroup
        title={t('trainer.stats.vocabulary')}
        query={vocabulary}
        figures={[
          { label: t('trainer.stats.totalCreated'), value: vocabulary.data?.total_created, icon: 'menuBook' },
          {
            label: t('trainer.stats.lastWeekCreated'),
            value: vocabulary.data?.last_week_created,
            icon: 'dateRange',
          },
          {
            label: t('trainer.stats.lastFourWeeksCreated'),
            value: vocabulary.data?.last_four_weeks_created,
            icon: 'calendarMonth',
          },
        ]}
      />
      <StatGroup
        title={t('trainer.stats.texts')}
        query={texts}
        figures={[
          { label: t('trainer.stats.totalTexts'), value: texts.data?.total_created_texts, icon: 'article' },
          {
            label: t('trainer.stats.lastWeekTexts'),
            value: texts.data?.last_week_created_texts,
            icon: 'eventNote',
          },
          {
            label: t('trainer.stats.totalLength'),
            value: texts.data?.total_created_texts_length,
            icon: 'notes',
          },
        ]}
      />
      {texts.data?.level_hits && (
        <p className={styles.levelHits} data-testid="level-hits">
          {texts.data.level_hits.measured === 0
            ? t('levelFit.hits.levelHitsNone')
            : t('levelFit.hits.levelHits', {
                atLevel: texts.data.level_hits.at_level,
                count: texts.data.level_hits.measured,
                target: Math.round(texts.data.level_hits.target_known_share * 100),
              })}
        </p>
      )}
      <ProgressSection />
    </div>
  );
}
