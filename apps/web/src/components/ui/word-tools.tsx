import Box from '@mui/material/Box';
import type { Language } from '@reeprise/contract';
import { useTranslation } from 'react-i18next';
import { SpeakButton } from './speak-button';
import { SpeechProblem } from './speech-problem';
import { WebDictionaryLinks } from './web-dictionary-links';
import '@/lib/i18n/exchange-messages';

type Props = { id: number; word: string; language: Language; sentence?: string | null };

/** Under a word of the reader's panel: hear the word and its sentence, look it up on the web. */
export function WordTools({ id, word, language, sentence }: Props) {
  const { t } = useTranslation();
  return (
    <Box sx={{ mt: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
        <SpeakButton
          id={`word:${id}`}
          text={word}
          language={language}
          label={t('exchange.speech.word', { word })}
          source={{ vocabulary_id: id }}
        />
        {sentence && (
          <SpeakButton
            id={`sentence:${id}`}
            text={sentence}
            language={language}
            label={t('exchange.speech.sentence', { word })}
          />
        )}
        <WebDictionaryLinks word={word} language={language} />
      </Box>
      <SpeechProblem owns={(speech) => speech === `word:${id}` || speech === `sentence:${id}`} />
    </Box>
  );
}
