import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { LANGUAGES, WORD_STATUS_WORDS_MAX, type Language } from '@reeprise/contract';
import { useTranslation } from '@/lib/i18n/use-translation';
import { LANGUAGE_TAGS, useLanguageName } from '@/lib/language-names';

type Props = {
  text: string;
  onText: (text: string) => void;
  words: number;
  /** The list is longer than one import takes. */
  tooLong: boolean;
  language: Language | '';
  onLanguage: (language: Language | '') => void;
  disabled: boolean;
};

/** "Mark as known": the words pasted or read from a .txt file, one per line, and their language. */
export function ImportKnownWords({ text, onText, words, tooLong, language, onLanguage, disabled }: Props) {
  const { t, i18n } = useTranslation('known-words', 'vocabulary-exchange');
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
        error={tooLong}
        helperText={
          tooLong
            ? t('knownWords.import.tooMany', {
                count: WORD_STATUS_WORDS_MAX,
                n: number(WORD_STATUS_WORDS_MAX),
              })
            : words > 0
              ? t('knownWords.import.wordsFound', { count: words, n: number(words) })
              : ' '
        }
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

type Counts = { known: number; unchanged: number; skipped: number };

/**
 * What an import as known did: words known now that were not, words left as they were (known, ignored or
 * in the vocabulary already, or repeated), lines that are no single word.
 */
export function KnownWordsReport({ known, unchanged, skipped }: Counts) {
  const { t, i18n } = useTranslation('known-words', 'vocabulary-exchange');
  const n = (value: number) => value.toLocaleString(i18n.language === 'de' ? 'de-DE' : 'en-US');
  return (
    <Alert severity={skipped > 0 ? 'warning' : 'success'} role="status">
      {[
        t('knownWords.import.done', { count: known, n: n(known) }),
        t('knownWords.import.unchanged', { count: unchanged, n: n(unchanged) }),
        t('knownWords.import.skipped', { count: skipped, n: n(skipped) }),
      ].join(' · ')}
    </Alert>
  );
}
