import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useDueCounts } from '../api/get-due-vocabulary';

/** Words due today and now, with the one button that trains the due ones (trainer page and training mode). */
export function DueSummary({ showButton = true }: { showButton?: boolean }) {
  const { t } = useTranslation();
  const counts = useDueCounts();
  if (counts.isPending) return null;
  if (counts.isError) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('learning.due.loadFailed')}
      </Typography>
    );
  }
  const { due_now: now, due_today: today } = counts.data;
  return (
    <Stack
      direction="row"
      spacing={1.5}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      data-testid="due-summary"
      role="status"
    >
      <EventRepeatIcon color={today > 0 ? 'primary' : 'disabled'} aria-hidden />
      <Typography sx={{ fontWeight: 600 }}>{t('learning.due.today', { count: today })}</Typography>
      {now > 0 && <Chip size="small" color="warning" variant="outlined" label={t('learning.due.now', { count: now })} />}
      {showButton &&
        (now > 0 ? (
          <Button component={RouterLink} to="/vocabulary_training_mode?due=1" variant="outlined" size="small">
            {t('learning.due.trainDue')}
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('learning.due.nothingDue')}
          </Typography>
        ))}
    </Stack>
  );
}
