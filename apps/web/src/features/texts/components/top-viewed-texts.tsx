import { LANGUAGE_SHORT_CODES, type GeneratedText } from '@reeprise/contract';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from '@/lib/router';
import { PlainAlert } from '@/components/ui/plain-alert';
import plain from '@/components/ui/plain.module.css';
import { TextPicture } from '@/components/ui/text-picture';
import { useLanguageName } from '@/lib/language-names';
import { useTopViewedTexts } from '../api/get-top-viewed-texts';
import styles from './text-list.module.css';

function TopViewedCard({ text }: { text: GeneratedText }) {
  const { t } = useTranslation();
  const languageName = useLanguageName();
  const topic = text.topic || t('texts.card.untitled');
  return (
    // a plain link over the card
    <div className={`${plain.card} ${styles.shelfCard}`}>
      <Link to={`/reeprise/${text.id}`} className={styles.shelfLink}>
        {text.image && <TextPicture src={text.image} alt="" height={72} />}
        <h3 className={styles.shelfTitle}>{topic}</h3>
        <div className={styles.shelfMeta}>
          <span
            className={`${plain.chip} ${plain.chipOutlined} ${plain.chipPrimary}`}
            title={languageName(text.language)}
          >
            {LANGUAGE_SHORT_CODES[text.language]}
          </span>
          <span className={plain.chip}>{text.level}</span>
          <span className={styles.views}>{t('texts.topViewed.views', { count: text.view_count })}</span>
        </div>
      </Link>
    </div>
  );
}

/**
 * The spec's top_viewed call made visible: the most-read texts the learner may open, above their own
 * list. Hidden while nothing has been read yet; the spec's message when the call fails.
 */
export function TopViewedTexts() {
  const { t } = useTranslation();
  const headingId = useId();
  const top = useTopViewedTexts();
  if (top.isPending) return null;
  if (top.isError) {
    return (
      <PlainAlert
        severity="warning"
        className={styles.shelfAlert}
        action={
          <button
            type="button"
            className={`${plain.button} ${plain.small} ${plain.inherit}`}
            onClick={() => void top.refetch()}
          >
            {t('texts.list.retry')}
          </button>
        }
      >
        {t('texts.topViewed.loadFailed')}
      </PlainAlert>
    );
  }
  const read = top.data.filter((text) => text.view_count > 0);
  if (read.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.shelf}>
      <h2 id={headingId} className={styles.heading}>
        {t('texts.topViewed.title')}
      </h2>
      <ol className={styles.shelfList}>
        {read.slice(0, 4).map((text) => (
          <li key={text.id}>
            <TopViewedCard text={text} />
          </li>
        ))}
      </ol>
    </section>
  );
}
