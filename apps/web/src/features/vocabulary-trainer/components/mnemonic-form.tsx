import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MNEMONIC_MAX_LENGTH, type Vocabulary } from '@reeprise/contract';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@/components/ui/notify-context';
import { useUpdateVocabulary } from '../api/update-vocabulary';

type Props = { entry: Vocabulary; onDone: () => void };

/** The pencil's single-line mnemonic editor; Escape cancels. */
export function MnemonicForm({ entry, onDone }: Props) {
  const { t } = useTranslation();
  const notify = useNotify();
  const update = useUpdateVocabulary();
  const [mnemonic, setMnemonic] = useState(entry.mnemonic);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { id: entry.id, patch: { mnemonic: mnemonic.trim() } },
      {
        onSuccess: () => {
          notify(t('trainer.list.saved'));
          onDone();
        },
        onError: (error) => notify(error.detail ?? t('trainer.list.saveFailed')),
      },
    );
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onDone();
  };

  return (
    <Stack
      component="form"
      onSubmit={handleSubmit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <TextField
        label={t('trainer.list.mnemonic')}
        value={mnemonic}
        onChange={(event) => setMnemonic(event.target.value)}
        onKeyDown={handleKeyDown}
        size="small"
        fullWidth
        autoFocus
        slotProps={{ htmlInput: { maxLength: MNEMONIC_MAX_LENGTH } }}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={update.isPending}>
          {t('trainer.list.save')}
        </Button>
        <Button onClick={onDone}>{t('trainer.list.cancel')}</Button>
      </Stack>
    </Stack>
  );
}
