import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Vocabulary, WordStatus } from '@reeprise/contract';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { FormStatus } from '@/lib/level-fit';
import type { ChapterSelection } from '../hooks/use-chapter-selection';
import { VocabularyItem } from './vocabulary-item';
import { WordStatusButtons } from './word-status-buttons';

/** The word just tapped: where it is on the page and, once the server answered, its entry. */
export type OpenedWord = { word: string; anchor: HTMLElement; entry: Vocabulary | null };

type Props = {
  opened: OpenedWord | null;
  selection: ChapterSelection;
  onDelete: (entry: Vocabulary) => void;
  onClose: () => void;
  /** The tapped word's status (issue 34; none for a phrase), and what Known / Ignore / New do. */
  status?: FormStatus;
  onStatus?: (status: WordStatus) => void;
};

/**
 * The translation where the finger is (issue 17 §5): on a narrow screen the tapped word's entry opens
 * in a popover at the word, with the panel's own item (the same actions). It is a dialog: Escape or
 * the close button shut it, and focus goes back to the word.
 */
export function WordPopover({ opened, selection, onDelete, onClose, status, onStatus }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const entry = opened?.entry ?? null;
  const word = entry?.word ?? opened?.word ?? '';
  // below the word when it sits in the upper half of the screen, else above it: never over the word
  const rect = opened?.anchor.getBoundingClientRect();
  const above = rect !== undefined && rect.top + rect.height / 2 > window.innerHeight / 2;

  const handleDelete = (target: Vocabulary) => {
    onClose();
    onDelete(target);
  };

  return (
    <Popover
      open={opened !== null}
      anchorEl={opened?.anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: above ? 'top' : 'bottom', horizontal: 'center' }}
      transformOrigin={{ vertical: above ? 'bottom' : 'top', horizontal: 'center' }}
      // the page must not jump while the learner reads
      disableScrollLock
      marginThreshold={8}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          'data-testid': 'word-popover',
          // the half of the screen the word is not in, so the popover never has to cover it
          sx: { width: 'min(360px, calc(100vw - 16px))', maxHeight: 'calc(50dvh - 16px)', px: 2, py: 1 },
        } as object,
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={titleId} variant="overline" color="text.secondary" component="h2">
          {t('ownWords.popover.label', { word })}
        </Typography>
        <IconButton size="small" onClick={onClose} aria-label={t('ownWords.popover.close')} sx={{ mr: -1 }}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      {status && onStatus && (
        <Box sx={{ pb: 1 }}>
          <WordStatusButtons word={opened?.word ?? word} status={status} onChange={onStatus} />
        </Box>
      )}
      {entry ? (
        <VocabularyItem
          component="div"
          entry={entry}
          selected={selection.selected.has(entry.id)}
          selectable={!selection.full}
          onToggle={selection.toggle}
          onDelete={handleDelete}
        />
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 2, color: 'text.secondary' }} role="status">
          <CircularProgress size={16} />
          <Typography variant="body2">{t('ownWords.popover.adding', { word })}</Typography>
        </Box>
      )}
    </Popover>
  );
}
