import type { WordStatusStats } from '@reeprise/contract';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import skeleton from '@/components/ui/skeleton.module.css';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useLanguageName } from '@/lib/language-names';
import { Link } from '@/lib/router';
import { useWordStatusLanguages } from '@/lib/word-status-languages';
import { useNumberFormat } from '../hooks/use-number-format';
import { KnownWordsChartCard } from './known-words-chart-card';
import styles from './known-words.module.css';
import page from './statistics.module.css';

/** One language's known words as the page's headline figure, its learning and ignored words beneath. */
function KnownFigure({ stats }: { stats: WordStatusStats }) {
  const { t } = useTranslation('known-words-statistics');
  const format = useNumberFormat();
  const nameOf = useLanguageName();
  return (
    <li className={page.card}>
      <div className={page.content}>
        <p className={styles.headline}>{format(stats.known)}</p>
        <p className={page.label}>
          {t('knownWords.statistics.knownIn', { language: nameOf(stats.language) })}
        </p>
        <p className={styles.detail}>
          {t('knownWords.statistics.detail', {
            learning: format(stats.learning),
            ignored: format(stats.ignored),
          })}
        </p>
      </div>
    </li>
  );
}

/**
 * The statistics page's headline (issue 34, as LingQ shows it): known words per language, most first, and
 * a chart of known words over time.
 */
export function KnownWordsSection() {
  const { t } = useTranslation('known-words-statistics');
  const languages = useWordStatusLanguages();
  const title = t('knownWords.statistics.title');
  let body;
  if (languages.isError) {
    body = (
      <LoadFailedAlert retryLabel={t('knownWords.statistics.retry')} onRetry={() => void languages.refetch()}>
        {t('knownWords.statistics.loadFailed')}
      </LoadFailedAlert>
    );
  } else if (languages.isPending) {
    body = (
      <span
        role="status"
        aria-label={t('app.loading')}
        className={`${skeleton.skeleton} ${skeleton.rounded}`}
        style={{ height: 118 }}
      />
    );
  } else {
    const listed = [...languages.data.languages].sort((a, b) => b.known - a.known);
    const withKnown = listed.filter((stats) => stats.known > 0);
    body =
      withKnown.length === 0 ? (
        <p className={styles.empty}>
          {t('knownWords.statistics.empty')}{' '}
          <Link to="/settings" className={styles.link}>
            {t('knownWords.statistics.toSettings')}
          </Link>
        </p>
      ) : (
        <>
          <ul className={styles.figures}>
            {listed.map((stats) => (
              <KnownFigure key={stats.language} stats={stats} />
            ))}
          </ul>
          <KnownWordsChartCard languages={withKnown.map((stats) => stats.language)} />
        </>
      );
  }
  return (
    <section aria-label={title}>
      <h2 className={page.groupTitle}>{title}</h2>
      <p className={styles.intro}>{t('knownWords.statistics.intro')}</p>
      {body}
    </section>
  );
}
