import RefreshIcon from '@mui/icons-material/Refresh';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link as RouterLink } from '@/lib/router';
import { useDueSession } from '../api/get-due-vocabulary';
import { useTrainingVocabulary } from '../api/get-training-vocabulary';
import { toPriorityQuery, type TrainingSettings } from '../utils/training-params';
import { DueSummary } from './due-summary';
import { TrainingCard } from './training-card';
import { TrainingEmpty } from './training-empty';

type Props = {
  settings: TrainingSettings;
  /** Shown under the controls, e.g. the learner's words per streak. */
  summary?: ReactNode;
  /** Train the words due now (FSRS) instead of the settings' selection. */
  due?: boolean;
};

/** Training mode: the selected words as flashcards, with Switch and Reload. */
export function TrainingSession({ settings, summary, due = false }: Props) {
  const { t } = useTranslation('trainer');
  const dueWords = useDueSession(due);
  const selected = useTrainingVocabulary(toPriorityQuery(settings), !due);
  const words = due ? dueWords : selected;
  const [reversed, setReversed] = useState(false);
  // a new round after Reload: cards start unturned, even for the same words
  const [round, setRound] = useState(0);
  const [answered, setAnswered] = useState<ReadonlySet<number>>(new Set());
  const turnButtons = useRef(new Map<number, HTMLButtonElement>());

  const handleReload = async () => {
    await words.refetch();
    setAnswered(new Set());
    setRound((value) => value + 1);
  };

  const handleAnswered = (id: number, isAnswered: boolean) => {
    setAnswered((previous) => {
      const next = new Set(previous);
      if (isAnswered) next.add(id);
      else next.delete(id);
      return next;
    });
    if (!isAnswered) return;
    // the answer buttons vanish with the focus in them: hand it to the next card waiting for an answer
    const entries = words.data ?? [];
    const index = entries.findIndex((entry) => entry.id === id);
    const next = [...entries.slice(index + 1), ...entries.slice(0, index)].find(
      (entry) => !answered.has(entry.id),
    );
    turnButtons.current.get(next?.id ?? id)?.focus();
  };

  if (words.isPending) {
    return (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={20} aria-hidden />
        <Typography>{t('trainer.session.loading')}</Typography>
      </Stack>
    );
  }
  if (words.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void words.refetch()}>
            {t('trainer.session.retry')}
          </Button>
        }
      >
        {t('trainer.session.error')}
      </Alert>
    );
  }

  const entries = words.data;
  const allAnswered = entries.length > 0 && entries.every((entry) => answered.has(entry.id));
  return (
    <Stack spacing={3}>
      <Typography variant="h6" component="h2">
        {due ? t('learning.session.dueHeading') : t('trainer.session.heading', { count: settings.text_of_last_days })}
      </Typography>
      <DueSummary showButton={!due} />
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          variant="outlined"
          startIcon={<SwapHorizIcon />}
          onClick={() => setReversed((value) => !value)}
          aria-pressed={reversed}
        >
          {t('trainer.session.switch')}
        </Button>
        <Button
          variant="outlined"
          startIcon={words.isFetching ? <CircularProgress size={16} aria-hidden /> : <RefreshIcon />}
          onClick={() => void handleReload()}
          disabled={words.isFetching}
        >
          {t('trainer.session.reload')}
        </Button>
        {due && (
          <Button component={RouterLink} to="/vocabulary_training_mode" variant="text">
            {t('learning.session.backToTraining')}
          </Button>
        )}
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {reversed ? t('trainer.session.showingTranslation') : t('trainer.session.showingWord')}
        </Typography>
      </Stack>
      {summary}
      {entries.length === 0 ? (
        <TrainingEmpty days={settings.text_of_last_days} due={due} />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
            {t('trainer.session.keyboardHint')}
          </Typography>
          <Box
            component="ul"
            aria-label={t('trainer.session.cards')}
            sx={{
              m: 0,
              p: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
              alignItems: 'start',
            }}
          >
            {entries.map((entry) => (
              <TrainingCard
                key={`${round}-${entry.id}`}
                entry={entry}
                reversed={reversed}
                onAnswered={handleAnswered}
                turnRef={(element) => {
                  if (element) turnButtons.current.set(entry.id, element);
                  else turnButtons.current.delete(entry.id);
                }}
              />
            ))}
          </Box>
          {allAnswered && (
            <Alert severity="success" role="status">
              {t('trainer.session.done')}
            </Alert>
          )}
        </>
      )}
    </Stack>
  );
}
