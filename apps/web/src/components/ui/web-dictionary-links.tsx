import type { Language } from '@reeprise/contract';
import { useTranslation } from '@/lib/i18n/use-translation';
import { lookUpUrl, useWebDictionaries } from '@/lib/web-dictionaries';
import styles from './word-tools.module.css';

/** Material's OpenInNew, inline: the reader paints without MUI (decision 022). */
const OPEN_IN_NEW =
  'M19 19H5V5h7V3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2v-7h-2zM14 3v2h3.59l-9.83 9.83 1.41 1.41L19 6.41V10h2V3z';

/** Links to the learner's web dictionaries for a word, each opening in a new tab (issue 19 §2). */
export function WebDictionaryLinks({ word, language }: { word: string; language: Language }) {
  const { t, i18n } = useTranslation();
  const { dictionaries } = useWebDictionaries(language, i18n.language);
  if (dictionaries.length === 0) return null;
  return (
    <ul aria-label={t('exchange.dictionaries.linksLabel', { word })} className={styles.links}>
      {dictionaries.map((dictionary) => (
        <li key={`${dictionary.name}:${dictionary.url}`}>
          <a
            href={lookUpUrl(dictionary.url, word)}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.link}
            aria-label={t('exchange.dictionaries.lookUp', { word, name: dictionary.name })}
          >
            {dictionary.name}
            <svg className={styles.linkIcon} viewBox="0 0 24 24" focusable="false" aria-hidden="true">
              <path d={OPEN_IN_NEW} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
