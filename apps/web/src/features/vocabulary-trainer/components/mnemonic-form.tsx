import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MNEMONIC_MAX_LENGTH, TRANSLATION_MAX_LENGTH, type Vocabulary } from '@reeprise/contract';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNotify } from '@/components/ui/notify-context';
import { useUpdateVocabulary } from '../api/update-vocabulary';

type Props = { entry: Vocabulary; onDone: () => void };

/** The pencil's editor of the translation and the mnemonic (issue 17 §6); Escape cancels. */
export function MnemonicForm({ entry, onDone }: Props) {
  const { t } = useTranslation('trainer');
  const notify = useNotify();
  const update = useUpdateVocabulary();
  const [translation, setTranslation] = useState(entry.translation);
  const [mnemonic, setMnemonic] = useState(entry.mnemonic);
  const [missing, setMissing] = useState(false);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!translation.trim()) {
      setMissing(true);
      return;
    }
    update.mutate(
      { id: entry.id, patch: { translation: translation.trim(), mnemonic: mnemonic.trim() } },
      {
        onSuccess: () => {
          notify(t('ownWords.edit.saved'));
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
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          label={t('ownWords.edit.translation')}
          value={translation}
          onChange={(event) => {
            setTranslation(event.target.value);
            setMissing(false);
          }}
          onKeyDown={handleKeyDown}
          size="small"
          fullWidth
          autoFocus
          required
          error={missing}
          helperText={missing ? t('ownWords.edit.translationRequired') : undefined}
          slotProps={{ htmlInput: { maxLength: TRANSLATION_MAX_LENGTH } }}
        />
        <TextField
          label={t('trainer.list.mnemonic')}
          value={mnemonic}
          onChange={(event) => setMnemonic(event.target.value)}
          onKeyDown={handleKeyDown}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { maxLength: MNEMONIC_MAX_LENGTH } }}
        />
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={update.isPending}>
          {t('trainer.list.save')}
        </Button>
        <Button onClick={onDone}>{t('trainer.list.cancel')}</Button>
      </Stack>
    </Stack>
  );
}
