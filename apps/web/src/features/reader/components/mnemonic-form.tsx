import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { MNEMONIC_MAX_LENGTH, TRANSLATION_MAX_LENGTH, type Vocabulary } from '@reeprise/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import { z } from 'zod';
import { useNotify } from '@/components/ui/notify-context';
import { useUpdateVocabulary } from '../api/update-vocabulary';

const WordSchema = z.object({
  translation: z.string().trim().min(1).max(TRANSLATION_MAX_LENGTH),
  mnemonic: z.string().trim().max(MNEMONIC_MAX_LENGTH),
});
type WordFields = z.infer<typeof WordSchema>;

type Props = { entry: Vocabulary; onDone: () => void };

/** The pencil's edit form (spec §2, issue 17 §6): the translation and the mnemonic, and a submit button. */
export function MnemonicForm({ entry, onDone }: Props) {
  const { t } = useTranslation();
  const notify = useNotify();
  const update = useUpdateVocabulary();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<WordFields>({
    resolver: zodResolver(WordSchema),
    defaultValues: { translation: entry.translation, mnemonic: entry.mnemonic },
  });
  const { ref: translationRef, ...translation } = register('translation');
  const { ref: mnemonicRef, ...mnemonic } = register('mnemonic');

  const onSubmit = (fields: WordFields) => {
    update.mutate(
      { id: entry.id, ...fields },
      {
        onSuccess: () => {
          notify(t('ownWords.edit.saved'));
          onDone();
        },
        onError: (error) => notify(error.detail ?? t('ownWords.edit.saveFailed')),
      },
    );
  };

  const tooLong = (max: number) => t('ownWords.edit.tooLong', { count: max });
  return (
    <Stack component="form" noValidate spacing={1.5} onSubmit={handleSubmit(onSubmit)} sx={{ mt: 1 }}>
      <TextField
        {...translation}
        inputRef={translationRef}
        label={t('ownWords.edit.translation')}
        fullWidth
        size="small"
        autoFocus
        error={Boolean(errors.translation)}
        helperText={
          errors.translation &&
          (errors.translation.type === 'too_small' ? t('ownWords.edit.translationRequired') : tooLong(TRANSLATION_MAX_LENGTH))
        }
      />
      <TextField
        {...mnemonic}
        inputRef={mnemonicRef}
        label={t('ownWords.edit.mnemonic')}
        multiline
        minRows={2}
        maxRows={8}
        fullWidth
        size="small"
        error={Boolean(errors.mnemonic)}
        helperText={errors.mnemonic ? tooLong(MNEMONIC_MAX_LENGTH) : undefined}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" size="small" disabled={update.isPending}>
          {t('ownWords.edit.save')}
        </Button>
        <Button size="small" onClick={onDone}>
          {t('ownWords.edit.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
