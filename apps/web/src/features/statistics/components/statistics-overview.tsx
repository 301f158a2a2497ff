import ArticleIcon from '@mui/icons-material/Article';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import DateRangeIcon from '@mui/icons-material/DateRange';
import EventNoteIcon from '@mui/icons-material/EventNote';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import NotesIcon from '@mui/icons-material/Notes';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useTextStats } from '../api/get-text-stats';
import { useVocabularyStats } from '../api/get-vocabulary-stats';
import { ProgressSection } from './progress-section';
import { StatCard } from './stat-card';

type Figure = { label: string; value: number | undefined; icon: SvgIconComponent };

function StatGroup({ title, figures, query }: { title: string; figures: Figure[]; query: UseQueryResult }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h5" component="h2" sx={{ mb: 2, fontWeight: 700 }}>
        {title}
      </Typography>
      {query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('trainer.stats.retry')}
            </Button>
          }
        >
          {t('trainer.stats.error')}
        </Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
          {figures.map((figure) => (
            <StatCard key={figure.label} {...figure} />
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The statistics page's six cards (three about vocabulary, three about texts), then the progress charts. */
export function StatisticsOverview() {
  const { t } = useTranslation();
  const vocabulary = useVocabularyStats();
  const texts = useTextStats();
  return (
    <Stack spacing={4}>
      <StatGroup
        title={t('trainer.stats.vocabulary')}
        query={vocabulary}
        figures={[
          { label: t('trainer.stats.totalCreated'), value: vocabulary.data?.total_created, icon: MenuBookIcon },
          { label: t('trainer.stats.lastWeekCreated'), value: vocabulary.data?.last_week_created, icon: DateRangeIcon },
          {
            label: t('trainer.stats.lastFourWeeksCreated'),
            value: vocabulary.data?.last_four_weeks_created,
            icon: CalendarMonthIcon,
          },
        ]}
      />
      <StatGroup
        title={t('trainer.stats.texts')}
        query={texts}
        figures={[
          { label: t('trainer.stats.totalTexts'), value: texts.data?.total_created_texts, icon: ArticleIcon },
          { label: t('trainer.stats.lastWeekTexts'), value: texts.data?.last_week_created_texts, icon: EventNoteIcon },
          { label: t('trainer.stats.totalLength'), value: texts.data?.total_created_texts_length, icon: NotesIcon },
        ]}
      />
      <ProgressSection />
    </Stack>
  );
}
