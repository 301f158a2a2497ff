import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LANGUAGES, LEVELS, TOPIC_MAX_LENGTH, type Language, type Level } from '@reeprise/contract';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useLanguageName } from '@/lib/language-names';

interface Props {
  title: string;
  onTitleChange: (title: string) => void;
  /** The title the file or page gives, shown as the placeholder of an empty title. */
  detectedTitle: string | undefined;
  language: Language | '';
  onLanguageChange: (language: Language) => void;
  suggestedLanguage: Language | null | undefined;
  languageError: string | undefined;
  level: Level | '';
  onLevelChange: (level: Level | '') => void;
}

/** Title, language (suggested from the text, the learner decides) and an optional level. */
export function ImportOptionsFields(props: Props) {
  const { t } = useTranslation('import-dialog');
  const languageName = useLanguageName();
  const suggestion = props.suggestedLanguage
    ? t('importText.suggested', { language: languageName(props.suggestedLanguage) })
    : undefined;

  return (
    <Stack spacing={2}>
      <TextField
        label={t('importText.titleLabel')}
        value={props.title}
        onChange={(event) => props.onTitleChange(event.target.value)}
        placeholder={props.detectedTitle}
        helperText={t('importText.titleHint')}
        fullWidth
        // the label moves up when there is a detected title, so the placeholder showing it can be read
        slotProps={{
          htmlInput: { maxLength: TOPIC_MAX_LENGTH },
          inputLabel: props.detectedTitle ? { shrink: true } : {},
        }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          required
          label={t('importText.language')}
          value={props.language}
          onChange={(event) => props.onLanguageChange(event.target.value as Language)}
          error={Boolean(props.languageError)}
          helperText={props.languageError ?? suggestion ?? ' '}
          sx={{ flex: 2 }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="" disabled>
            {t('importText.chooseLanguageOption')}
          </option>
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {languageName(language)}
            </option>
          ))}
        </TextField>
        <TextField
          select
          label={t('importText.level')}
          value={props.level}
          onChange={(event) => props.onLevelChange(event.target.value as Level | '')}
          helperText=" "
          sx={{ flex: 1 }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('importText.noLevel')}</option>
          {LEVELS.map((level) => (
            <option key={level} value={level}>
              {level}
            </option>
          ))}
        </TextField>
      </Stack>
    </Stack>
  );
}
