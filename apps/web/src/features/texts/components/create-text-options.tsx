import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LANGUAGES, LEVELS, TEXT_TYPES, WORD_NUMBERS } from '@reeprise/contract';
import type { ReactNode } from 'react';
import {
  useWatch,
  type Control,
  type FieldError,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CreateTextFormInput, CreateTextFormOutput } from './create-text-schema';

type Props = {
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  register: UseFormRegister<CreateTextFormInput>;
  control: Control<CreateTextFormInput, unknown, CreateTextFormOutput>;
  errors: FieldErrors<CreateTextFormInput>;
  messageOf: (error: FieldError | undefined) => string | undefined;
  disabled: boolean;
};

type SelectProps = {
  name: 'language' | 'level' | 'text_type' | 'word_number';
  label: string;
  placeholder: string;
  children: ReactNode;
} & Pick<Props, 'register' | 'errors' | 'messageOf' | 'disabled'>;

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

/** A native select: the phone's own picker, and a placeholder the form refuses (spec §5). */
function OptionSelect({
  name,
  label,
  placeholder,
  children,
  register,
  errors,
  messageOf,
  disabled,
}: SelectProps) {
  const { ref, ...field } = register(name);
  const error = errors[name];
  return (
    <TextField
      {...field}
      inputRef={ref}
      select
      fullWidth
      label={label}
      disabled={disabled}
      error={Boolean(error)}
      helperText={messageOf(error)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="" disabled>
        {placeholder}
      </option>
      {children}
    </TextField>
  );
}

/** Language, level, type, length and main character; collapsed once the learner has created a text. */
export function CreateTextOptions({
  expanded,
  onExpandedChange,
  register,
  control,
  errors,
  messageOf,
  disabled,
}: Props) {
  const { t } = useTranslation();
  const [language, level, textType, wordNumber] = useWatch({
    control,
    name: ['language', 'level', 'text_type', 'word_number'],
  });
  // what is chosen, so a collapsed section still tells what the next text will be
  const summary = [
    isOneOf(LANGUAGES, language) ? t(`texts.languages.${language}`) : undefined,
    isOneOf(LEVELS, level) ? level : undefined,
    isOneOf(TEXT_TYPES, textType) ? t(`texts.textTypes.${textType}`) : undefined,
    wordNumber ? t('texts.form.words', { count: Number(wordNumber) }) : undefined,
  ]
    .filter(Boolean)
    .join(' · ');
  const selectProps = { register, errors, messageOf, disabled };

  return (
    <Accordion
      expanded={expanded}
      onChange={(_event, next) => onExpandedChange(next)}
      disableGutters
      elevation={0}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, '&::before': { display: 'none' } }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls="create-text-options"
        id="create-text-options-summary"
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, alignItems: 'baseline' }}>
          <Typography sx={{ fontWeight: 600 }}>{t('texts.form.options')}</Typography>
          {!expanded && summary && (
            <Typography variant="body2" color="text.secondary">
              {summary}
            </Typography>
          )}
        </Box>
      </AccordionSummary>
      <AccordionDetails id="create-text-options">
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <OptionSelect
              name="language"
              label={t('texts.form.language')}
              placeholder={t('texts.form.chooseLanguage')}
              {...selectProps}
            >
              {LANGUAGES.map((value) => (
                <option key={value} value={value}>
                  {t(`texts.languages.${value}`)}
                </option>
              ))}
            </OptionSelect>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <OptionSelect
              name="level"
              label={t('texts.form.level')}
              placeholder={t('texts.form.chooseLevel')}
              {...selectProps}
            >
              {LEVELS.map((value) => (
                <option key={value} value={value}>
                  {t(`texts.levels.${value}`)}
                </option>
              ))}
            </OptionSelect>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <OptionSelect
              name="text_type"
              label={t('texts.form.textType')}
              placeholder={t('texts.form.chooseTextType')}
              {...selectProps}
            >
              {TEXT_TYPES.map((value) => (
                <option key={value} value={value}>
                  {t(`texts.textTypes.${value}`)}
                </option>
              ))}
            </OptionSelect>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <OptionSelect
              name="word_number"
              label={t('texts.form.wordNumber')}
              placeholder={t('texts.form.chooseWordNumber')}
              {...selectProps}
            >
              {WORD_NUMBERS.map((value) => (
                <option key={value} value={String(value)}>
                  {t('texts.form.words', { count: value })}
                </option>
              ))}
            </OptionSelect>
          </Grid>
          <Grid size={12}>
            <MainCharacterField
              register={register}
              errors={errors}
              messageOf={messageOf}
              disabled={disabled}
            />
          </Grid>
        </Grid>
      </AccordionDetails>
    </Accordion>
  );
}

function MainCharacterField({
  register,
  errors,
  messageOf,
  disabled,
}: Pick<Props, 'register' | 'errors' | 'messageOf' | 'disabled'>) {
  const { t } = useTranslation();
  const { ref, ...field } = register('main_character');
  return (
    <TextField
      {...field}
      inputRef={ref}
      fullWidth
      label={t('texts.form.mainCharacter')}
      disabled={disabled}
      error={Boolean(errors.main_character)}
      helperText={messageOf(errors.main_character)}
    />
  );
}
