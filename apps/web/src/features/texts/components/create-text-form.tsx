import { IMAGE_MAX_BYTES, MAIN_CHARACTER_MAX_LENGTH, TOPIC_MAX_LENGTH } from '@reeprise/contract';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNotify } from '@/components/ui/notify-context';
import { PlainAlert } from '@/components/ui/plain-alert';
import { PlainIcon } from '@/components/ui/plain-icon';
import plain from '@/components/ui/plain.module.css';
import type { ApiError } from '@/lib/api-client';
import { CREATE_TEXT_ERROR, useCreateGeneratedText } from '../api/create-generated-text';
import { readLastFormInputs, writeLastFormInputs } from '../hooks/last-form-inputs';
import { usePlacementPrompt } from '../hooks/use-placement-prompt';
import {
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  SELECT_MESSAGE,
  TOPIC_FIELD_ID,
} from './create-text-constants';
import styles from './create-text-form.module.css';
import { CreateTextOptions, optionFieldId, type OptionValues } from './create-text-options';
import { ImageInput } from './image-input';
import { OutlinedTextField } from './outlined-field';
import { PractiseWordsSwitch } from './practise-words-switch';
import { loadPendingPreview } from './text-preview';
import {
  checkCreateText,
  loadCreateTextSchema,
  NO_TOPIC,
  type CreateTextField,
  type FieldIssue,
  type FieldIssues,
} from './validate-create-text';

export { TOPIC_FIELD_ID } from './create-text-constants';

type Values = OptionValues & { topic: string; image: File | null; practise_words: boolean };

const OPTION_FIELDS = ['language', 'level', 'text_type', 'word_number', 'main_character'] as const;

function initialValues(): Values {
  const last = readLastFormInputs();
  return {
    topic: '',
    image: null,
    language: last?.language ?? '',
    level: last?.level ?? '',
    text_type: last?.text_type ?? '',
    word_number: last ? String(last.word_number) : '',
    main_character: last?.main_character ?? '',
    practise_words: false,
  };
}

/**
 * The create form (spec §2, §4, §5): a topic or a picture and the options, which stay collapsed
 * once the learner has created a text; the last choices are remembered in local storage.
 *
 * Plain React and CSS in MUI's look, so the text list paints without MUI (decision 021). The rules are
 * the contract's, in create-text-schema.ts: zod and the schema load when the learner reaches the form
 * (pointer, focus) and check it as react-hook-form did: on submit, then each change of a field; the
 * topic's length and a chosen picture at once.
 */
export function CreateTextForm({ action }: { action?: ReactNode } = {}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const create = useCreateGeneratedText();
  const placement = usePlacementPrompt();
  // firstTextCreation: nothing remembered yet, so the options must be chosen and are shown
  const [optionsExpanded, setOptionsExpanded] = useState(() => readLastFormInputs() === null);
  const [values, setValues] = useState(initialValues);
  const [issues, setIssues] = useState<FieldIssues>({});
  const [submitted, setSubmitted] = useState(false);
  // the latest values for checks that finish after further typing
  const latest = useRef(values);
  latest.current = values;
  const disabled = create.isPending;

  // reaching the form loads its rules, and the live preview the new text's card will stream into
  const preload = () =>
    void Promise.all([loadCreateTextSchema(), loadPendingPreview()]).catch(() => undefined);

  // zod speaks English; the learner reads the translation of the spec's messages
  const messageOf = (issue: FieldIssue | undefined, max?: number): string | undefined => {
    if (!issue) return undefined;
    if (issue.code === NO_TOPIC) return t('texts.form.errorNoTopic');
    if (issue.message === SELECT_MESSAGE) return t('texts.form.selectValid');
    if (issue.message === IMAGE_TYPE_MESSAGE) return t('texts.form.imageType');
    if (issue.message === IMAGE_SIZE_MESSAGE)
      return t('texts.form.imageSize', { count: IMAGE_MAX_BYTES / 1024 / 1024 });
    if (issue.code === 'too_big' && max !== undefined) return t('validation.maxLength', { count: max });
    return issue.message;
  };

  /** Checks the whole form and shows what it says of one field, as react-hook-form's trigger(field). */
  const recheck = async (field: CreateTextField) => {
    const { issues: found } = await checkCreateText(latest.current);
    setIssues((current) => ({ ...current, [field]: found[field] }));
  };

  const change = <F extends keyof Values>(field: F, value: Values[F], check: boolean) => {
    const next = { ...latest.current, [field]: value };
    latest.current = next;
    setValues(next);
    if (check) void recheck(field).catch(() => undefined);
  };

  // the server's words when it gave a reason (the hourly limit, a rejected picture), ours otherwise
  const failureMessage = (error: ApiError) =>
    error.status >= 400 && error.status < 500 && error.detail ? error.detail : t('texts.form.createFailed');

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const { output, issues: found } = await checkCreateText(latest.current);
    setIssues(found);
    if (!output) {
      if (OPTION_FIELDS.some((field) => found[field])) setOptionsExpanded(true);
      // the first wrong field takes the focus, as react-hook-form did (once the options are open)
      const first = (['topic', ...OPTION_FIELDS] as const).find((field) => found[field]);
      if (first) {
        const id = first === 'topic' ? TOPIC_FIELD_ID : optionFieldId(first);
        setTimeout(() => document.getElementById(id)?.focus());
      }
      return;
    }
    notify(t('texts.form.generatingStory'));
    create.mutate(output, {
      onSuccess: () => {
        const { language, level, text_type, word_number, main_character } = output;
        writeLastFormInputs({ language, level, text_type, word_number, main_character });
        // the first text in a language asks how well the learner knows it (issue 34); a failed check asks nothing
        placement.ask(language, level).catch(() => undefined);
        setOptionsExpanded(false);
        const next = { ...latest.current, topic: '', image: null };
        latest.current = next;
        setValues(next);
        setIssues({});
        setSubmitted(false);
      },
      onError: (error) => {
        // spec §8: a failed creation is logged with the server's answer …
        console.error(CREATE_TEXT_ERROR, error.status, error.body);
        // … and, beyond the spec, the learner is told too
        notify(failureMessage(error));
      },
    });
  };

  const topicMessage = messageOf(issues.topic, TOPIC_MAX_LENGTH);
  return (
    <div
      className={`${plain.card} ${plain.outlinedPaper} ${styles.paper}`}
      onPointerEnter={preload}
      onFocus={preload}
    >
      <div className={styles.header}>
        <h2 className={styles.title}>{t('texts.form.title')}</h2>
        {action}
      </div>
      <form
        noValidate
        aria-label={t('texts.form.title')}
        className={styles.form}
        onSubmit={(event) => void handleSubmit(event)}
      >
        <OutlinedTextField
          id={TOPIC_FIELD_ID}
          name="topic"
          label={t('texts.form.topic')}
          placeholder={t('texts.form.topicPlaceholder')}
          value={values.topic}
          // the length is checked as the learner types once it is too long (and until it is fixed)
          onChange={(value) =>
            change('topic', value, submitted || value.length > TOPIC_MAX_LENGTH || Boolean(issues.topic))
          }
          disabled={disabled}
          invalid={Boolean(topicMessage)}
          helper={
            <>
              <span>{topicMessage ?? t('texts.form.topicHint')}</span>
              <span className={styles.counter}>{`${values.topic.length}/${TOPIC_MAX_LENGTH}`}</span>
            </>
          }
        />
        <ImageInput
          value={values.image}
          // a wrong type or size is said at once, not only on submit
          onChange={(file) => change('image', file, true)}
          error={messageOf(issues.image)}
          disabled={disabled}
        />
        <PractiseWordsSwitch
          checked={values.practise_words}
          onChange={(checked) => change('practise_words', checked, submitted)}
          disabled={disabled}
        />
        <CreateTextOptions
          expanded={optionsExpanded}
          onExpandedChange={setOptionsExpanded}
          values={values}
          onChange={(field, value) => change(field, value, submitted)}
          messages={Object.fromEntries(
            OPTION_FIELDS.map((field) => [field, messageOf(issues[field], MAIN_CHARACTER_MAX_LENGTH)]),
          )}
          disabled={disabled}
        />
        {create.isError && <PlainAlert severity="error">{failureMessage(create.error)}</PlainAlert>}
        <button
          type="submit"
          className={[plain.button, plain.contained, plain.large, styles.submit].join(' ')}
          disabled={disabled}
        >
          <span className={plain.startIcon}>
            <PlainIcon name="autoStories" />
          </span>
          {t('texts.form.submit')}
        </button>
      </form>
      {placement.dialog}
    </div>
  );
}
