import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import ReplayIcon from '@mui/icons-material/Replay';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { LANGUAGE_SHORT_CODES, type Vocabulary } from '@reeprise/contract';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@/components/ui/notify-context';
import { useDeleteVocabulary } from '@/lib/delete-vocabulary';
import { LANGUAGE_TAGS } from '@/lib/language-names';
import { useRetryVocabulary } from '@/lib/retry-vocabulary';
import type { TrainerToggles } from '../hooks/use-trainer-toggles';
import { MnemonicForm } from './mnemonic-form';

/** Read by screen readers, not shown (MUI's visuallyHidden, which @mui/material does not export). */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function Field({ label, shown, children }: { label: string; shown: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      {shown ? (
        <Box sx={{ overflowWrap: 'anywhere' }}>{children}</Box>
      ) : (
        <Box
          sx={{
            mt: 0.75,
            height: '0.9em',
            width: '70%',
            maxWidth: 160,
            borderRadius: 1,
            bgcolor: 'action.selected',
          }}
        >
          <Box component="span" sx={visuallyHidden}>
            {t('trainer.list.hidden')}
          </Box>
        </Box>
      )}
    </Box>
  );
}

function Translation({ entry }: { entry: Vocabulary }) {
  const { t } = useTranslation();
  if (entry.status === 'PENDING') {
    return (
      <Typography color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CircularProgress size={14} aria-hidden />
        {t('trainer.list.translating')}
      </Typography>
    );
  }
  if (entry.status === 'FAILED') return <Typography color="error">{t('trainer.list.failed')}</Typography>;
  return <Typography>{entry.translation}</Typography>;
}

type Props = { entry: Vocabulary; toggles: TrainerToggles };

/** One word of the trainer list: hidden sides as blanks until the learner clicks it. */
export function VocabularyItem({ entry, toggles }: Props) {
  const { t } = useTranslation();
  const notify = useNotify();
  const retry = useRetryVocabulary();
  const { remove, isPending: deleting } = useDeleteVocabulary();
  const [revealed, setRevealed] = useState(false);
  const [editing, setEditing] = useState(false);
  // saved, the form closes: focus goes back to the pencil that opened it, not to <body> (WCAG 2.4.3)
  const editButton = useRef<HTMLButtonElement>(null);
  const handleSaved = () => {
    setEditing(false);
    editButton.current?.focus();
  };
  const shows = (toggle: boolean) => toggle || revealed;

  const handleRetry = () => {
    retry.mutate(entry.id, { onError: (error) => notify(error.detail ?? t('trainer.list.failed')) });
  };

  return (
    <Paper component="li" variant="outlined" sx={{ listStyle: 'none', overflow: 'hidden' }}>
      <Box sx={{ display: 'flex', alignItems: 'stretch' }}>
        <ButtonBase
          onClick={() => setRevealed((value) => !value)}
          aria-expanded={revealed}
          sx={{
            flex: 1,
            minWidth: 0,
            p: { xs: 1.5, sm: 2 },
            textAlign: 'left',
            justifyContent: 'stretch',
            display: 'grid',
            gap: { xs: 1, sm: 2 },
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 2fr' },
            alignItems: 'start',
            '&:hover': { bgcolor: 'action.hover' },
            // a keyboard user sees which row they are on: a ring, not the 1.3:1 focus fill (WCAG 2.4.7)
            '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
          }}
        >
          <Field label={t('trainer.list.showWord')} shown={shows(toggles.word)}>
            <Typography sx={{ fontWeight: 700 }} component="span" lang={LANGUAGE_TAGS[entry.language]}>
              {entry.word}
            </Typography>
            <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
              {LANGUAGE_SHORT_CODES[entry.language]}
            </Typography>
          </Field>
          <Field label={t('trainer.list.showTranslation')} shown={shows(toggles.translation)}>
            <Translation entry={entry} />
          </Field>
          <Field label={t('trainer.list.showMnemonic')} shown={shows(toggles.mnemonic)}>
            {entry.mnemonic ? (
              <Typography variant="body2">{entry.mnemonic}</Typography>
            ) : (
              <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
                {entry.status === 'PENDING' ? t('trainer.list.translating') : t('trainer.list.noMnemonic')}
              </Typography>
            )}
          </Field>
        </ButtonBase>
        {shows(toggles.actions) && (
          <Box
            sx={{
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              alignItems: 'center',
              justifyContent: { xs: 'flex-start', sm: 'center' },
              gap: 0.5,
              px: 1,
              py: { xs: 1.5, sm: 0 },
              borderLeft: 1,
              borderColor: 'divider',
            }}
          >
            <Chip size="small" label={t('trainer.list.streak', { streak: entry.winning_streak })} />
            {entry.status === 'FAILED' && (
              <Tooltip title={t('trainer.list.retryTranslation')}>
                <IconButton
                  aria-label={t('trainer.list.retryTranslation')}
                  onClick={handleRetry}
                  disabled={retry.isPending}
                >
                  <ReplayIcon />
                </IconButton>
              </Tooltip>
            )}
            <Tooltip title={t('trainer.list.editMnemonic')}>
              <IconButton
                ref={editButton}
                aria-label={t('trainer.list.editMnemonic')}
                aria-pressed={editing}
                onClick={() => setEditing((value) => !value)}
                disabled={entry.status === 'PENDING'}
              >
                <EditIcon />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('ownWords.word.delete', { word: entry.word })}>
              <IconButton
                aria-label={t('ownWords.word.delete', { word: entry.word })}
                onClick={() => remove(entry)}
                disabled={deleting}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Tooltip>
          </Box>
        )}
      </Box>
      {editing && (
        <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider', bgcolor: 'background.default' }}>
          <MnemonicForm entry={entry} onDone={handleSaved} />
        </Box>
      )}
    </Paper>
  );
}
