import type { Language } from '@reeprise/contract';
import { useTranslation } from '@/lib/i18n/use-translation';
import { PlainSpeakButton } from './plain-speak-button';
import { SpeechProblem } from './speech-problem';
import { WebDictionaryLinks } from './web-dictionary-links';
import styles from './word-tools.module.css';

type Props = { id: number; word: string; language: Language; sentence?: string | null };

/** Under a word of the reader's panel: hear the word and its sentence, look it up on the web. Plain (decision 022). */
export function WordTools({ id, word, language, sentence }: Props) {
  const { t } = useTranslation();
  return (
    <div className={styles.tools}>
      <div className={styles.toolRow}>
        <PlainSpeakButton
          id={`word:${id}`}
          text={word}
          language={language}
          label={t('exchange.speech.word', { word })}
          source={{ vocabulary_id: id }}
        />
        {sentence && (
          <PlainSpeakButton
            id={`sentence:${id}`}
            text={sentence}
            language={language}
            label={t('exchange.speech.sentence', { word })}
          />
        )}
        <WebDictionaryLinks word={word} language={language} />
      </div>
      <SpeechProblem owns={(speech) => speech === `word:${id}` || speech === `sentence:${id}`} />
    </div>
  );
}
