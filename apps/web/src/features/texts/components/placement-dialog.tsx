import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import {
  PLACEMENT_LEVELS,
  PLACEMENT_WORD_COUNTS,
  type Language,
  type PlacementLevel,
} from '@reeprise/contract';
import { useId, useState } from 'react';
import { MuiIsland } from '@/components/ui/mui-island';
import { useNotify } from '@/components/ui/notify-context';
import { useTranslation } from '@/lib/i18n/use-translation';
import { INTERFACE_NAMES } from '@/lib/language-names';
import { useRunPlacement } from '@/lib/placement';
import { rememberSkippedPlacement } from '../hooks/placement-asked';

type Props = { language: Language; suggested: PlacementLevel; onClose: () => void };

/** The language as the learner's interface says it: "Spanish", "Spanisch". */
function useLanguageInUi(language: Language) {
  const { i18n } = useTranslation();
  return INTERFACE_NAMES[i18n.language === 'de' ? 'de' : 'en'][language];
}

/**
 * "How well do you know Spanish?": the CEFR levels, each with what a learner at it can read and how many
 * frequent words it marks known; the level of the text just asked for is chosen first. Skip (or Escape)
 * is remembered on this device.
 */
export function PlacementDialog({ language, suggested, onClose }: Props) {
  const { t, i18n } = useTranslation('known-words');
  const notify = useNotify();
  const titleId = useId();
  const introId = useId();
  const name = useLanguageInUi(language);
  const number = (value: number) => value.toLocaleString(i18n.language === 'de' ? 'de-DE' : 'en-US');
  const [level, setLevel] = useState<PlacementLevel>(suggested);
  const placement = useRunPlacement();

  const handleSkip = () => {
    rememberSkippedPlacement(language);
    onClose();
  };

  const handleConfirm = () => {
    placement.mutate(
      { language, level },
      {
        onSuccess: ({ marked_known, frequency_list_size }) => {
          onClose();
          if (frequency_list_size === 0 && level !== 'A0')
            notify(t('knownWords.placement.noList', { language: name }));
          else if (marked_known === 0) notify(t('knownWords.placement.doneNothing'));
          else notify(t('knownWords.placement.done', { count: marked_known, n: number(marked_known) }));
        },
      },
    );
  };

  return (
    <MuiIsland>
      <Dialog
        open
        onClose={placement.isPending ? undefined : handleSkip}
        aria-labelledby={titleId}
        aria-describedby={introId}
        fullWidth
        maxWidth="sm"
        scroll="paper"
      >
        <DialogTitle id={titleId}>{t('knownWords.placement.title', { language: name })}</DialogTitle>
        <DialogContent dividers>
          <DialogContentText id={introId} sx={{ mb: 2 }}>
            {t('knownWords.placement.intro')} {t('knownWords.placement.later')}
          </DialogContentText>
          <RadioGroup
            aria-label={t('knownWords.placement.levelGroup', { language: name })}
            value={level}
            onChange={(_event, value) => setLevel(value as PlacementLevel)}
          >
            {PLACEMENT_LEVELS.map((option) => {
              const count = PLACEMENT_WORD_COUNTS[option];
              return (
                <FormControlLabel
                  key={option}
                  value={option}
                  disabled={placement.isPending}
                  // the level chosen first has the focus: arrows choose another, and a phone shows it
                  control={<Radio autoFocus={option === suggested} />}
                  sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { mt: -0.75 } }}
                  label={
                    <span>
                      <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                        {t(`knownWords.levels.${option}`)}
                      </Typography>
                      <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                        {t(`knownWords.levelReads.${option}`)}
                      </Typography>
                      <Typography
                        component="span"
                        variant="body2"
                        color="text.secondary"
                        sx={{ display: 'block' }}
                      >
                        {count === 0
                          ? t('knownWords.levelMarksNothing')
                          : t('knownWords.levelMarks', { count, n: number(count) })}
                      </Typography>
                    </span>
                  }
                />
              );
            })}
          </RadioGroup>
          {placement.isError && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {placement.error.detail ?? t('knownWords.placement.failed')}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={handleSkip} disabled={placement.isPending}>
            {t('knownWords.placement.skip')}
          </Button>
          <Button variant="contained" onClick={handleConfirm} disabled={placement.isPending}>
            {placement.isPending ? t('knownWords.placement.running') : t('knownWords.placement.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </MuiIsland>
  );
}
