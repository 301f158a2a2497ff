import SchoolIcon from '@mui/icons-material/School';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link as RouterLink } from '@/lib/router';

/** No words match the settings: say where words come from and how to get some. */
export function TrainingEmpty({ days, due = false }: { days: number; due?: boolean }) {
  const { t } = useTranslation('trainer');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
      <SchoolIcon color="primary" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
      <Typography variant="h6" component="p" sx={{ mb: 1 }}>
        {due ? t('learning.session.dueEmpty') : t('trainer.session.empty')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2.5, maxWidth: 520, mx: 'auto' }}>
        {due ? t('learning.session.dueEmptyHint') : t('trainer.session.emptyHint', { count: days })}
      </Typography>
      <Button component={RouterLink} to="/reeprise" variant="contained">
        {t('trainer.session.goToTexts')}
      </Button>
    </Paper>
  );
}
