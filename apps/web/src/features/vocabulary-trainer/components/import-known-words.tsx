import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { LANGUAGES, type Language } from '@reeprise/contract';
import { useTranslation } from '@/lib/i18n/use-translation';
import { LANGUAGE_TAGS, useLanguageName } from '@/lib/language-names';
import '@/lib/i18n/known-words-messages';

type Props = {
  text: string;
  onText: (text: string) => void;
  words: number;
  language: Language | '';
  onLanguage: (language: Language | '') => void;
  disabled: boolean;
};

/** "Mark as known": the words pasted or read from a .txt file, one per line, and their language. */
export function ImportKnownWords({ text, onText, words, language, onLanguage, disabled }: Props) {
  const { t, i18n } = useTranslation();
  const nameOf = useLanguageName();
  const number = (value: number) => value.toLocaleString(i18n.language === 'de' ? 'de-DE' : 'en-US');
  return (
    <>
      <TextField
        label={t('knownWords.import.pasteLabel')}
        value={text}
        onChange={(event) => onText(event.target.value)}
        multiline
        minRows={4}
        maxRows={12}
        disabled={disabled}
        // the words are in the learned language (decision 016)
        slotProps={{ htmlInput: { lang: language ? LANGUAGE_TAGS[language] : undefined, spellCheck: false } }}
        helperText={words > 0 ? t('knownWords.import.wordsFound', { count: words, n: number(words) }) : ' '}
      />
      <TextField
        select
        label={t('exchange.import.language')}
        value={language}
        onChange={(event) => onLanguage(event.target.value as Language | '')}
        disabled={disabled}
        sx={{ maxWidth: 360 }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t('exchange.import.chooseLanguage')}</option>
        {LANGUAGES.map((option) => (
          <option key={option} value={option}>
            {nameOf(option)}
          </option>
        ))}
      </TextField>
    </>
  );
}

/** What marking did: how many words are known now that were not. */
export function KnownWordsReport({ changed }: { changed: number }) {
  const { t, i18n } = useTranslation();
  const n = changed.toLocaleString(i18n.language === 'de' ? 'de-DE' : 'en-US');
  return (
    <Alert severity="success" role="status">
      {t('knownWords.import.done', { count: changed, n })}
    </Alert>
  );
}
