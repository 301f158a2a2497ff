import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { LearningIconName } from '@/components/ui/learning-icon';
import { PlainAlert } from '@/components/ui/plain-alert';
import plain from '@/components/ui/plain.module.css';
import { useTextStats } from '../api/get-text-stats';
import { useVocabularyStats } from '../api/get-vocabulary-stats';
import { KnownWordsSection } from './known-words-section';
import { ProgressSection } from './progress-section';
import { StatCard } from './stat-card';
import styles from './statistics.module.css';
import '@/lib/i18n/level-fit-messages';

type Figure = { label: string; value: number | undefined; icon: LearningIconName };

function StatGroup({ title, figures, query }: { title: string; figures: Figure[]; query: UseQueryResult }) {
  const { t } = useTranslation();
  return (
    <section aria-label={title}>
      <h2 className={styles.groupTitle}>{title}</h2>
      {query.isError ? (
        <PlainAlert
          severity="error"
          action={
            <button
              type="button"
              className={`${plain.button} ${plain.small} ${plain.inherit}`}
              onClick={() => void query.refetch()}
            >
              {t('trainer.stats.retry')}
            </button>
          }
        >
          {t('trainer.stats.error')}
        </PlainAlert>
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
 * vocabulary, three about texts), then the progress charts.
 */
export function StatisticsOverview() {
  const { t } = useTranslation();
  const vocabulary = useVocabularyStats();
  const texts = useTextStats();
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
