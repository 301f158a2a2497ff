import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Vocabulary } from '@reeprise/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@/components/ui/notify-context';
import { useRetryVocabulary } from '@/lib/retry-vocabulary';

// the edit form (and MUI's TextField with it) loads when a pencil is first pressed, not with the reader
const MnemonicForm = lazy(() =>
  import('./mnemonic-form').then((module) => ({ default: module.MnemonicForm })),
);

type Props = {
  entry: Vocabulary;
  selected: boolean;
  selectable: boolean;
  onToggle: (entry: Vocabulary) => void;
};

/** One word of the panel: select checkbox, word, translation, mnemonic with its pencil. */
export function VocabularyItem({ entry, selected, selectable, onToggle }: Props) {
  const { t } = useTranslation();
  const notify = useNotify();
  const retry = useRetryVocabulary();
  const [editing, setEditing] = useState(false);

  const handleRetry = () => {
    retry.mutate(entry.id, {
      onError: (error) => notify(error.detail ?? t('reader.vocabulary.retryFailed')),
    });
  };

  return (
    <Box component="li" sx={{ display: 'flex', gap: 0.5, py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
      <Checkbox
        checked={selected}
        onChange={() => onToggle(entry)}
        disabled={!selected && !selectable}
        size="small"
        slotProps={{ input: { 'aria-label': t('reader.vocabulary.select', { word: entry.word }) } }}
        sx={{ mt: -0.75, ml: -1 }}
      />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{entry.word}</Typography>
          {entry.part_of_speech && entry.part_of_speech !== 'unknown' && (
            <Typography variant="caption" color="text.secondary">
              {entry.part_of_speech}
            </Typography>
          )}
        </Stack>
        {entry.status === 'PENDING' && (
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', color: 'text.secondary' }}
            role="status"
          >
            <CircularProgress size={14} />
            <Typography variant="body2">{t('reader.vocabulary.translating')}</Typography>
          </Stack>
        )}
        {entry.status === 'FAILED' && (
          <Alert
            severity="error"
            sx={{ mt: 0.5, py: 0 }}
            action={
              <Button color="inherit" size="small" onClick={handleRetry} disabled={retry.isPending}>
                {t('reader.vocabulary.retry')}
              </Button>
            }
          >
            {entry.error ?? t('reader.vocabulary.failed')}
          </Alert>
        )}
        {entry.status === 'COMPLETE' && (
          <>
            <Typography variant="body2">{entry.translation}</Typography>
            {editing ? (
              <Suspense fallback={<CircularProgress size={16} sx={{ mt: 1 }} />}>
                <MnemonicForm entry={entry} onDone={() => setEditing(false)} />
              </Suspense>
            ) : (
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ fontStyle: entry.mnemonic ? 'normal' : 'italic', mt: 0.5 }}
              >
                {entry.mnemonic || t('reader.vocabulary.noMnemonic')}
              </Typography>
            )}
          </>
        )}
      </Box>
      {entry.status === 'COMPLETE' && (
        <IconButton
          size="small"
          onClick={() => setEditing((open) => !open)}
          aria-label={
            editing
              ? t('reader.vocabulary.closeEditor', { word: entry.word })
              : t('reader.vocabulary.editMnemonic', { word: entry.word })
          }
          aria-expanded={editing}
          sx={{ alignSelf: 'flex-start' }}
        >
          {editing ? <CloseIcon fontSize="small" /> : <EditIcon fontSize="small" />}
        </IconButton>
      )}
    </Box>
  );
}
