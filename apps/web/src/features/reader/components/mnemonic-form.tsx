import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { MNEMONIC_MAX_LENGTH, type Vocabulary } from '@reeprise/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useNotify } from '@/components/ui/notify-context';
import { useUpdateVocabulary } from '../api/update-vocabulary';

const MnemonicSchema = z.object({ mnemonic: z.string().trim().max(MNEMONIC_MAX_LENGTH) });

type Props = { entry: Vocabulary; onDone: () => void };

/** The pencil's edit form: a textarea with the mnemonic and a submit button (spec §2). */
export function MnemonicForm({ entry, onDone }: Props) {
  const { t } = useTranslation();
  const notify = useNotify();
  const update = useUpdateVocabulary();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(MnemonicSchema), defaultValues: { mnemonic: entry.mnemonic } });
  const { ref, ...field } = register('mnemonic');

  const onSubmit = ({ mnemonic }: { mnemonic: string }) => {
    update.mutate(
      { id: entry.id, mnemonic },
      {
        onSuccess: () => {
          notify(t('reader.vocabulary.saved'));
          onDone();
        },
        onError: (error) => notify(error.detail ?? t('reader.vocabulary.saveFailed')),
      },
    );
  };

  return (
    <Stack component="form" noValidate spacing={1} onSubmit={handleSubmit(onSubmit)} sx={{ mt: 1 }}>
      <TextField
        {...field}
        inputRef={ref}
        label={t('reader.vocabulary.mnemonic')}
        multiline
        minRows={2}
        maxRows={8}
        fullWidth
        size="small"
        autoFocus
        error={Boolean(errors.mnemonic)}
        helperText={
          errors.mnemonic ? t('reader.vocabulary.tooLong', { max: MNEMONIC_MAX_LENGTH }) : undefined
        }
      />
      <Button
        type="submit"
        variant="contained"
        size="small"
        disabled={update.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('reader.vocabulary.save')}
      </Button>
    </Stack>
  );
}
