import { LANGUAGES, LEVELS, TEXT_TYPES, WORD_NUMBERS } from '@reeprise/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { PlainIcon } from '@/components/ui/plain-icon';
import disclosure from '@/components/ui/expand-icon.module.css';
import { useLanguageName } from '@/lib/language-names';
import styles from './create-text-form.module.css';
import { OutlinedSelect, OutlinedTextField } from './outlined-field';

export type OptionValues = {
  language: string;
  level: string;
  text_type: string;
  word_number: string;
  main_character: string;
};
type OptionField = keyof OptionValues;

type Props = {
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  values: OptionValues;
  onChange: (field: OptionField, value: string) => void;
  /** The translated message of each field with an issue. */
  messages: Partial<Record<OptionField, string>>;
  disabled: boolean;
};

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

/** The id of each option's field, so a failed submit can focus the first wrong one. */
export const optionFieldId = (field: OptionField) => `create-text-${field.replace('_', '-')}`;

/**
 * Language, level, type, length and main character; collapsed once the learner has created a text.
 * MUI's Accordion in plain HTML: a heading with a button that controls one region.
 */
export function CreateTextOptions({
  expanded,
  onExpandedChange,
  values,
  onChange,
  messages,
  disabled,
}: Props) {
  const { t } = useTranslation();
  const languageName = useLanguageName();
  const { language, level, text_type: textType, word_number: wordNumber } = values;
  // what is chosen, so a collapsed section still tells what the next text will be
  const summary = [
    isOneOf(LANGUAGES, language) ? languageName(language) : undefined,
    isOneOf(LEVELS, level) ? level : undefined,
    isOneOf(TEXT_TYPES, textType) ? t(`texts.textTypes.${textType}`) : undefined,
    wordNumber ? t('texts.form.words', { count: Number(wordNumber) }) : undefined,
  ]
    .filter(Boolean)
    .join(' · ');

  const select = (
    field: Exclude<OptionField, 'main_character'>,
    label: string,
    placeholder: string,
    options: ReactNode,
  ) => (
    <OutlinedSelect
      id={optionFieldId(field)}
      name={field}
      label={label}
      value={values[field]}
      onChange={(value) => onChange(field, value)}
      disabled={disabled}
      invalid={Boolean(messages[field])}
      helper={messages[field]}
    >
      <option value="" disabled>
        {placeholder}
      </option>
      {options}
    </OutlinedSelect>
  );

  return (
    <div className={styles.accordion}>
      <h3 className={styles.accordionHeading}>
        <button
          type="button"
          id="create-text-options-summary"
          className={styles.summary}
          aria-expanded={expanded}
          aria-controls="create-text-options"
          onClick={() => onExpandedChange(!expanded)}
        >
          <span className={styles.summaryContent}>
            <span className={styles.summaryTitle}>{t('texts.form.options')}</span>
            {!expanded && summary && <span className={styles.summaryText}>{summary}</span>}
          </span>
          <span className={disclosure.expandIcon}>
            <PlainIcon name="expandMore" />
          </span>
        </button>
      </h3>
      <div
        id="create-text-options"
        role="region"
        aria-labelledby="create-text-options-summary"
        hidden={!expanded}
      >
        <div className={styles.details}>
          {select(
            'language',
            t('texts.form.language'),
            t('texts.form.chooseLanguage'),
            LANGUAGES.map((value) => (
              <option key={value} value={value}>
                {languageName(value)}
              </option>
            )),
          )}
          {select(
            'level',
            t('texts.form.level'),
            t('texts.form.chooseLevel'),
            LEVELS.map((value) => (
              <option key={value} value={value}>
                {t(`texts.levels.${value}`)}
              </option>
            )),
          )}
          {select(
            'text_type',
            t('texts.form.textType'),
            t('texts.form.chooseTextType'),
            TEXT_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`texts.textTypes.${value}`)}
              </option>
            )),
          )}
          {select(
            'word_number',
            t('texts.form.wordNumber'),
            t('texts.form.chooseWordNumber'),
            WORD_NUMBERS.map((value) => (
              <option key={value} value={String(value)}>
                {t('texts.form.words', { count: value })}
              </option>
            )),
          )}
          <div className={styles.wide}>
            <OutlinedTextField
              id={optionFieldId('main_character')}
              name="main_character"
              label={t('texts.form.mainCharacter')}
              value={values.main_character}
              onChange={(value) => onChange('main_character', value)}
              disabled={disabled}
              invalid={Boolean(messages.main_character)}
              helper={messages.main_character}
            />
          </div>
        </div>
      </div>
    </div>
  );
}
