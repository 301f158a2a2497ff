import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WordStatusStats } from '@reeprise/contract';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useLanguageName } from '@/lib/language-names';
import { useWordStatusLanguages } from '@/lib/word-status-languages';
import { PlacementForm } from './placement-form';

/** The figures of one language and its placement: run again at another level, or clear it. */
function LanguageRow({ stats, format }: { stats: WordStatusStats; format: (value: number) => string }) {
  const { t } = useTranslation('known-words');
  const nameOf = useLanguageName();
  const headingId = useId();
  const count = (key: 'known' | 'learning' | 'ignored', value: number) =>
    t(`knownWords.settings.${key}`, { count: value, n: format(value) });
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}
      data-testid={`known-words-${stats.language}`}
    >
      <Typography id={headingId} component="h3" sx={{ fontWeight: 700 }}>
        {nameOf(stats.language)}
      </Typography>
      <Typography sx={{ fontSize: '1.25rem', fontWeight: 700 }}>{count('known', stats.known)}</Typography>
      <Typography color="text.secondary" variant="body2">
        {[
          count('learning', stats.learning),
          count('ignored', stats.ignored),
          stats.placement_level
            ? t('knownWords.settings.placedAt', { level: stats.placement_level })
            : t('knownWords.settings.notPlaced'),
        ].join(' · ')}
      </Typography>
      <PlacementForm language={stats.language} placed={stats.placement_level} />
    </Box>
  );
}

/**
 * Settings › What you know (issue 34): each language's known count, learning and ignored words, and its
 * placement, which can be run again at another level or cleared; then placement in a new language.
 */
export function KnownWordsSettings() {
  const { t, i18n } = useTranslation('known-words');
  const languages = useWordStatusLanguages();
  const otherId = useId();
  const format = (value: number) => value.toLocaleString(i18n.language === 'de' ? 'de-DE' : 'en-US');

  if (languages.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void languages.refetch()}>
            {t('knownWords.settings.retry')}
          </Button>
        }
      >
        {t('knownWords.settings.loadFailed')}
      </Alert>
    );
  }
  if (languages.isPending) return <Skeleton variant="rounded" height={120} />;
  const listed = languages.data.languages;
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('knownWords.settings.intro')}</Typography>
      {listed.length === 0 && <Typography>{t('knownWords.settings.empty')}</Typography>}
      {listed.map((stats) => (
        <LanguageRow key={stats.language} stats={stats} format={format} />
      ))}
      <Box component="section" aria-labelledby={otherId} sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
        <Typography id={otherId} component="h3" sx={{ fontWeight: 700 }}>
          {t('knownWords.settings.otherLanguage')}
        </Typography>
        <PlacementForm exclude={listed.map((stats) => stats.language)} />
      </Box>
    </Stack>
  );
}
