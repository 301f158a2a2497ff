import { useTranslation } from '@/lib/i18n/use-translation';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { PlainProgress } from '@/components/ui/plain-progress';
import plain from '@/components/ui/plain.module.css';
import { useGeneratedTexts } from '../api/get-generated-texts';
import { TextCard } from './text-card';
import styles from './text-list.module.css';

/** The texts, newest first, with Load more; polls while any is PENDING (see the query options). */
export function TextList({ currentUserId }: { currentUserId: number | null | undefined }) {
  const { t } = useTranslation();
  const texts = useGeneratedTexts();

  if (texts.isPending) {
    return (
      <div className={styles.loading}>
        <PlainProgress label={t('texts.list.loading')} />
      </div>
    );
  }
  if (texts.isError) {
    return (
      <LoadFailedAlert retryLabel={t('texts.list.retry')} onRetry={() => void texts.refetch()}>
        {t('texts.list.loadFailed')}
      </LoadFailedAlert>
    );
  }

  // a text may move to the next page while pages are fetched one after another: show it once
  const seen = new Set<number>();
  const items = texts.data.pages
    .flatMap((page) => page.results)
    .filter((text) => !seen.has(text.id) && Boolean(seen.add(text.id)));

  if (items.length === 0) {
    return <p className={styles.empty}>{t('texts.list.empty')}</p>;
  }

  return (
    <section aria-label={t('texts.list.label')}>
      <ul className={styles.list}>
        {items.map((text) => (
          <li key={text.id}>
            <TextCard text={text} currentUserId={currentUserId} />
          </li>
        ))}
      </ul>
      {texts.hasNextPage && (
        <div className={styles.more}>
          <button
            type="button"
            className={`${plain.button} ${plain.outlined}`}
            onClick={() => void texts.fetchNextPage()}
            disabled={texts.isFetchingNextPage}
          >
            {t('texts.list.loadMore')}
          </button>
        </div>
      )}
    </section>
  );
}
