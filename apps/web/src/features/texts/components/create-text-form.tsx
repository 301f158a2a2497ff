import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  IMAGE_MAX_BYTES,
  MAIN_CHARACTER_MAX_LENGTH,
  NO_TOPIC_MESSAGE,
  TOPIC_MAX_LENGTH,
} from '@reeprise/contract';
import { useState } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@/components/ui/notify-context';
import type { ApiError } from '@/lib/api-client';
import { CREATE_TEXT_ERROR, useCreateGeneratedText } from '../api/create-generated-text';
import { readLastFormInputs, writeLastFormInputs } from '../hooks/last-form-inputs';
import { CreateTextOptions } from './create-text-options';
import {
  CreateTextFormSchema,
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  SELECT_MESSAGE,
  type CreateTextFormInput,
  type CreateTextFormOutput,
} from './create-text-schema';
import { ImageInput } from './image-input';

/** The id of the topic field, so the welcome card can send the learner straight to it. */
export const TOPIC_FIELD_ID = 'create-text-topic';

function initialValues(): CreateTextFormInput {
  const last = readLastFormInputs();
  return {
    topic: '',
    image: null,
    language: last?.language ?? '',
    level: last?.level ?? '',
    text_type: last?.text_type ?? '',
    word_number: last ? String(last.word_number) : '',
    main_character: last?.main_character ?? '',
  };
}

/**
 * The create form (spec §2, §4, §5): a topic or a picture and the options, which stay collapsed
 * once the learner has created a text; the last choices are remembered in local storage.
 */
export function CreateTextForm() {
  const { t } = useTranslation();
  const notify = useNotify();
  const create = useCreateGeneratedText();
  // firstTextCreation: nothing remembered yet, so the options must be chosen and are shown
  const [optionsExpanded, setOptionsExpanded] = useState(() => readLastFormInputs() === null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    getValues,
    formState: { errors },
  } = useForm<CreateTextFormInput, unknown, CreateTextFormOutput>({
    resolver: zodResolver(CreateTextFormSchema),
    defaultValues: initialValues(),
  });
  const { ref: topicRef, ...topicField } = register('topic');

  // zod speaks English; the learner reads the translation of the spec's messages
  const messageOf = (error: FieldError | undefined, max?: number): string | undefined => {
    if (!error) return undefined;
    if (error.message === NO_TOPIC_MESSAGE) return t('texts.form.errorNoTopic');
    if (error.message === SELECT_MESSAGE) return t('texts.form.selectValid');
    if (error.message === IMAGE_TYPE_MESSAGE) return t('texts.form.imageType');
    if (error.message === IMAGE_SIZE_MESSAGE)
      return t('texts.form.imageSize', { max: IMAGE_MAX_BYTES / 1024 / 1024 });
    if (error.type === 'too_big' && max !== undefined) return t('validation.maxLength', { max });
    return error.message;
  };

  // the server's words when it gave a reason (the hourly limit, a rejected picture), ours otherwise
  const failureMessage = (error: ApiError) =>
    error.status >= 400 && error.status < 500 && error.detail ? error.detail : t('texts.form.createFailed');

  const handleInvalid = (invalid: typeof errors) => {
    const optionFields = ['language', 'level', 'text_type', 'word_number', 'main_character'] as const;
    if (optionFields.some((field) => invalid[field])) setOptionsExpanded(true);
  };

  const onSubmit = (values: CreateTextFormOutput) => {
    notify(t('texts.form.generatingStory'));
    create.mutate(values, {
      onSuccess: () => {
        const { language, level, text_type, word_number, main_character } = values;
        writeLastFormInputs({ language, level, text_type, word_number, main_character });
        setOptionsExpanded(false);
        reset({ ...getValues(), topic: '', image: null });
      },
      onError: (error) => {
        // spec §8: a failed creation is logged with the server's answer …
        console.error(CREATE_TEXT_ERROR, error.status, error.body);
        // … and, beyond the spec, the learner is told too
        notify(failureMessage(error));
      },
    });
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 4 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('texts.form.title')}
      </Typography>
      <Stack
        component="form"
        noValidate
        aria-label={t('texts.form.title')}
        spacing={2}
        onSubmit={handleSubmit(onSubmit, handleInvalid)}
      >
        <TextField
          {...topicField}
          inputRef={topicRef}
          id={TOPIC_FIELD_ID}
          label={t('texts.form.topic')}
          placeholder={t('texts.form.topicPlaceholder')}
          fullWidth
          disabled={create.isPending}
          error={Boolean(errors.topic)}
          helperText={messageOf(errors.topic, TOPIC_MAX_LENGTH) ?? t('texts.form.topicHint')}
        />
        <Controller
          control={control}
          name="image"
          render={({ field, fieldState }) => (
            <ImageInput
              value={field.value}
              onChange={field.onChange}
              error={messageOf(fieldState.error)}
              disabled={create.isPending}
            />
          )}
        />
        <CreateTextOptions
          expanded={optionsExpanded}
          onExpandedChange={setOptionsExpanded}
          register={register}
          control={control}
          errors={errors}
          messageOf={(error) => messageOf(error, MAIN_CHARACTER_MAX_LENGTH)}
          disabled={create.isPending}
        />
        {create.isError && <Alert severity="error">{failureMessage(create.error)}</Alert>}
        <Button
          type="submit"
          variant="contained"
          size="large"
          startIcon={<AutoStoriesIcon />}
          disabled={create.isPending}
          sx={{ alignSelf: { sm: 'flex-start' } }}
        >
          {t('texts.form.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
