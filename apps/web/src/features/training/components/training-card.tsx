import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { LANGUAGE_SHORT_CODES, normalizeWord, type TrainingVocabulary } from '@reeprise/contract';
import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import plain from '@/components/ui/plain.module.css';
import { useNotify } from '@/components/ui/notify-context';
import { LANGUAGE_TAGS } from '@/lib/language-names';
import { useMarkVocabulary, type TrainingAnswer } from '../api/mark-vocabulary';
import { CardSentence } from './card-sentence';
import { SpeakButton } from '@/components/ui/speak-button';
import { SpeechProblem } from '@/components/ui/speech-problem';

type Props = {
  entry: TrainingVocabulary;
  /** true: the front shows the translation and the back the word. */
  reversed: boolean;
  /** The card's turn button, so the session can move the focus from card to card. */
  turnRef: Ref<HTMLButtonElement>;
  onAnswered: (id: number, answered: boolean) => void;
};

type Result = { answer: TrainingAnswer; streak: number };

/** One flashcard: turn it (click or Space), then 'I know it' (→) or 'I don't know it' (←). */
export function TrainingCard({ entry, reversed, turnRef, onAnswered }: Props) {
  const { t } = useTranslation('trainer');
  const notify = useNotify();
  const mark = useMarkVocabulary();
  const [turned, setTurned] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const backId = useId();

  // a word no dictionary knew, without a model, has no translation yet (issue 35): the card says so
  const translation =
    entry.status === 'PENDING'
      ? t('trainer.list.translating')
      : entry.translation || t('trainer.list.noTranslation');
  // the word's side says which forms the learner met it in: `hablaban → hablar` (issue 35)
  const word = (
    <>
      <ClickedForms entry={entry} baseFormLabel={t('trainer.list.baseForm')} />
      {entry.word}
    </>
  );
  const front = reversed ? translation : word;
  const back = reversed ? word : translation;
  // the learned word is read in its own language's voice (WCAG 3.1.2), the translation in the page's
  const wordLang = LANGUAGE_TAGS[entry.language];
  const hintId = useId();

  const handleAnswer = (answer: TrainingAnswer) => {
    if (result || mark.isPending) return;
    // the spec's streak rule, shown at once; the server's answer agrees unless something failed
    setResult({ answer, streak: answer === 'learned' ? entry.winning_streak + 1 : 0 });
    onAnswered(entry.id, true);
    mark.mutate(
      { id: entry.id, answer },
      {
        onError: () => {
          setResult(null);
          onAnswered(entry.id, false);
          notify(t('trainer.session.answerFailed'));
        },
      },
    );
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    if (!turned || result) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      handleAnswer('learned');
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      handleAnswer('forgotten');
    }
  };

  return (
    <Card
      variant="outlined"
      component="li"
      onKeyDown={handleKeyDown}
      data-testid="training-card"
      sx={{
        listStyle: 'none',
        display: 'flex',
        flexDirection: 'column',
        borderColor: result ? (result.answer === 'learned' ? 'success.light' : 'error.light') : 'divider',
        borderWidth: result ? 2 : 1,
      }}
    >
      <CardActionArea
        ref={turnRef}
        onClick={() => setTurned((value) => !value)}
        aria-expanded={turned}
        aria-controls={backId}
        aria-describedby={hintId}
      >
        {/* the button's name is what it shows (2.5.3); what it does is its description */}
        <span id={hintId} hidden>
          {t('trainer.session.turnHint')}
        </span>
        <CardContent sx={{ pb: turned ? 1 : 2, minHeight: turned ? 0 : { xs: 104, sm: 132 } }}>
          <Chip label={LANGUAGE_SHORT_CODES[entry.language]} size="small" sx={{ mb: 1 }} />
          <Typography
            variant="h5"
            component="p"
            lang={reversed ? undefined : wordLang}
            sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            {front}
          </Typography>
        </CardContent>
      </CardActionArea>
      {/* the other side sits outside the turn button, so screen readers read it as text */}
      <Box id={backId} hidden={!turned} sx={{ px: 2, pb: 2, flexGrow: 1 }}>
        {turned && (
          <>
            <Box sx={{ pt: 1.5, mb: 1.5, borderTop: 1, borderColor: 'divider' }}>
              <Typography
                variant="h6"
                component="p"
                color="primary"
                lang={reversed ? wordLang : undefined}
                sx={{ overflowWrap: 'anywhere' }}
              >
                {back}
              </Typography>
              {entry.mnemonic && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {entry.mnemonic}
                </Typography>
              )}
              {entry.sentence && <CardSentence sentence={entry.sentence} lang={wordLang} />}
              <SpeakButton
                id={`card:${entry.id}`}
                text={entry.word}
                language={entry.language}
                label={t('exchange.speech.word', { word: entry.word })}
                source={{ vocabulary_id: entry.id }}
              />
              <SpeechProblem owns={(speech) => speech === `card:${entry.id}`} />
            </Box>
            <Typography variant="body2">
              {t('trainer.session.hadStreak', { streak: entry.winning_streak })}
            </Typography>
            {result && (
              <Typography variant="body2" role="status" sx={{ fontWeight: 700 }}>
                {t('trainer.session.nowStreak', { streak: result.streak })}
              </Typography>
            )}
          </>
        )}
      </Box>
      {turned && !result && (
        <CardActions sx={{ px: 2, pb: 2, pt: 0, gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            color="error"
            startIcon={<CloseIcon />}
            onClick={() => handleAnswer('forgotten')}
            sx={{ flex: '1 1 auto' }}
          >
            {t('trainer.session.dontKnow')}
          </Button>
          <Button
            variant="contained"
            color="success"
            startIcon={<CheckIcon />}
            onClick={() => handleAnswer('learned')}
            sx={{ flex: '1 1 auto', ml: '0 !important' }}
          >
            {t('trainer.session.know')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}

/** The forms the learner clicked that differ from the stored base form, at most three, before it. */
function ClickedForms({ entry, baseFormLabel }: { entry: TrainingVocabulary; baseFormLabel: string }) {
  const base = normalizeWord(entry.word);
  const clicked = entry.forms.filter((form) => form !== base).slice(0, 3);
  if (clicked.length === 0) return null;
  return (
    <Typography
      component="span"
      variant="body2"
      color="text.secondary"
      sx={{ display: 'block', fontWeight: 400 }}
    >
      {/* the spaces are text of their own: read as "hablaban base form hablar", not "hablabanbase form" */}
      {clicked.join(', ')} <span aria-hidden="true">→</span>{' '}
      <span className={plain.visuallyHidden}>{baseFormLabel}</span>
    </Typography>
  );
}
