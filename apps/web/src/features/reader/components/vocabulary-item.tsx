import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
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
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkedSentence } from '@/components/ui/marked-sentence';
import { WordTools } from '@/components/ui/word-tools';
import { failureMessage, partOfSpeechLabel } from '@/lib/i18n/server-messages';
import { LANGUAGE_TAGS } from '@/lib/language-names';
import { useNotify } from '@/components/ui/notify-context';
import { useRetryVocabulary } from '@/lib/retry-vocabulary';
import { DictionaryEntries } from './dictionary-entries';

// the edit form (and MUI's TextField with it) loads when a pencil is first pressed, not with the reader
const MnemonicForm = lazy(() =>
  import('./mnemonic-form').then((module) => ({ default: module.MnemonicForm })),
);

type Props = {
  entry: Vocabulary;
  selected: boolean;
  selectable: boolean;
  onToggle: (entry: Vocabulary) => void;
  onDelete: (entry: Vocabulary) => void;
  /** `div` inside the word popover, `li` in the panel's list. */
  component?: 'li' | 'div';
};

/**
 * One word of the panel, and of the popover at the tapped word (the same actions in both): select
 * checkbox, word, translation, mnemonic, the sentence it was met in, edit (pencil) and delete.
 */
export function VocabularyItem({ entry, selected, selectable, onToggle, onDelete, component = 'li' }: Props) {
  const { t } = useTranslation();
  const notify = useNotify();
  const retry = useRetryVocabulary();
  const [editing, setEditing] = useState(false);
  // saved, the form closes: focus goes back to the pencil that opened it, not to <body> (WCAG 2.4.3)
  const editButton = useRef<HTMLButtonElement>(null);
  const handleSaved = () => {
    setEditing(false);
    editButton.current?.focus();
  };

  const handleRetry = () => {
    retry.mutate(entry.id, {
      onError: (error) => notify(error.detail ?? t('reader.vocabulary.retryFailed')),
    });
  };

  return (
    <Box
      component={component}
      sx={{ display: 'flex', gap: 0.5, py: 1.25, borderBottom: component === 'li' ? 1 : 0, borderColor: 'divider' }}
    >
      <Checkbox
        checked={selected}
        onChange={() => onToggle(entry)}
        disabled={!selected && !selectable}
        size="small"
        slotProps={{ input: { 'aria-label': t('reader.vocabulary.select', { word: entry.word }) } }}
        sx={{ mt: -0.75, ml: -1, alignSelf: 'flex-start' }}
      />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
          <Typography lang={LANGUAGE_TAGS[entry.language]} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {entry.word}
          </Typography>
          {entry.part_of_speech && entry.part_of_speech !== 'unknown' && (
            <Typography variant="caption" color="text.secondary">
              {partOfSpeechLabel(entry.part_of_speech)}
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
        {/* the offline dictionaries answer at once; the LLM's translation replaces them when it arrives */}
        {entry.status !== 'COMPLETE' && <DictionaryEntries language={entry.language} word={entry.word} />}
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
            {entry.error ? failureMessage(entry.failure_code, entry.error) : t('reader.vocabulary.failed')}
          </Alert>
        )}
        {entry.status === 'COMPLETE' && (
          <>
            {!editing && <Typography variant="body2">{entry.translation}</Typography>}
            {editing ? (
              <Suspense fallback={<CircularProgress size={16} sx={{ mt: 1 }} />}>
                <MnemonicForm entry={entry} onDone={handleSaved} />
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
        {entry.sentence && entry.status !== 'PENDING' && (
          <MarkedSentence sentence={entry.sentence} label={t('ownWords.sentence')} language={entry.language} />
        )}
        {entry.status !== 'PENDING' && (
          <WordTools id={entry.id} word={entry.word} language={entry.language} sentence={entry.sentence?.text} />
        )}
      </Box>
      <Stack sx={{ alignSelf: 'flex-start' }}>
        {entry.status === 'COMPLETE' && (
          <IconButton
            ref={editButton}
            size="small"
            onClick={() => setEditing((open) => !open)}
            aria-label={
              editing ? t('ownWords.edit.close', { word: entry.word }) : t('ownWords.edit.open', { word: entry.word })
            }
            aria-expanded={editing}
          >
            {editing ? <CloseIcon fontSize="small" /> : <EditIcon fontSize="small" />}
          </IconButton>
        )}
        <IconButton size="small" onClick={() => onDelete(entry)} aria-label={t('ownWords.word.delete', { word: entry.word })}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Stack>
    </Box>
  );
}
