import type { Language } from '@reeprise/contract';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useDictionaryEntries } from '../api/get-dictionary-entries';
import styles from './dictionary-entries.module.css';

type Props = { language: Language; word: string };

/**
 * What the server's offline dictionaries say about a clicked word. Nothing is shown when no dictionary
 * knows it (or none is installed): the LLM's translation follows anyway. Plain (decision 022).
 */
export function DictionaryEntries({ language, word }: Props) {
  const { t } = useTranslation();
  const lookup = useDictionaryEntries(language, word);
  if (lookup.isPending) {
    return (
      <p className={styles.note} role="status">
        {t('reader.dictionary.loading')}
      </p>
    );
  }
  if (lookup.isError) {
    return <p className={styles.note}>{t('reader.dictionary.failed')}</p>;
  }
  if (lookup.data.entries.length === 0) return null;
  return (
    <section aria-label={t('reader.dictionary.label', { word })} className={styles.dictionary}>
      {lookup.data.entries.map((entry, index) => (
        <div key={index} className={styles.entry}>
          <p className={styles.definition}>{entry.definition}</p>
          <span className={styles.source}>{entry.dictionary}</span>
        </div>
      ))}
    </section>
  );
}
