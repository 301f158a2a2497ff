import { LANGUAGE_SHORT_CODES, normalizeWord, type Language } from '@reeprise/contract';
import { useTranslation } from '@/lib/i18n/use-translation';
import { INTERFACE_NAMES, LANGUAGE_TAGS } from '@/lib/language-names';
import plain from '@/components/ui/plain.module.css';
import { useDictionaryEntries } from '../api/get-dictionary-entries';
import styles from './dictionary-entries.module.css';

type Props = { language: Language; word: string };

/**
 * What the server's offline dictionaries say about a clicked word. Nothing is shown when no dictionary
 * knows it (or none is installed): the LLM's translation follows anyway. An entry found under a base
 * form says so (`hablaban → hablar`); one in English for a German-speaking learner is marked `EN`.
 * Plain (decision 022).
 */
export function DictionaryEntries({ language, word }: Props) {
  const { t, i18n } = useTranslation();
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
  const { entries, mother_tongue: motherTongue } = lookup.data;
  if (entries.length === 0) return null;
  const clicked = normalizeWord(word.trim());
  const lang = LANGUAGE_TAGS[language];
  return (
    <section aria-label={t('reader.dictionary.label', { word })} className={styles.dictionary}>
      {entries.map((entry, index) => (
        <div key={index} className={styles.entry}>
          {entry.matched_form !== clicked && (
            <p className={styles.baseForm}>
              <span lang={lang}>{clicked}</span>
              <span aria-hidden="true"> → </span>
              <span className={plain.visuallyHidden}>{t('reader.dictionary.baseForm')} </span>
              <span lang={lang} className={styles.headword}>
                {entry.headword}
              </span>
            </p>
          )}
          <p className={styles.definition} lang={LANGUAGE_TAGS[entry.translates_into]}>
            {entry.definition}
          </p>
          <span className={styles.source}>
            {entry.translates_into !== motherTongue && (
              <abbr
                className={styles.into}
                title={t('reader.dictionary.inLanguage', {
                  language: INTERFACE_NAMES[i18n.language === 'de' ? 'de' : 'en'][entry.translates_into],
                })}
              >
                {LANGUAGE_SHORT_CODES[entry.translates_into]}
              </abbr>
            )}
            {entry.dictionary}
          </span>
        </div>
      ))}
    </section>
  );
}
