import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import {
  LANGUAGES,
  PLACEMENT_LEVELS,
  PLACEMENT_WORD_COUNTS,
  type Language,
  type PlacementLevel,
} from '@reeprise/contract';
import { useState } from 'react';
import { useNotify } from '@/components/ui/notify-context';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useLanguageName } from '@/lib/language-names';
import { useClearPlacement, useRunPlacement } from '@/lib/placement';

type Props =
  | { language: Language; placed: PlacementLevel | null; exclude?: never }
  | { language?: never; placed?: never; exclude: readonly Language[] };

/**
 * A level select and "Place me" for one language (with "Clear placement" once placed), or, given the
 * languages to leave out, for a language the learner chooses first.
 */
export function PlacementForm({ language, placed = null, exclude }: Props) {
  const { t, i18n } = useTranslation('known-words');
  const nameOf = useLanguageName();
  const notify = useNotify();
  const number = (value: number) => value.toLocaleString(i18n.language === 'de' ? 'de-DE' : 'en-US');
  const [chosenLanguage, setChosenLanguage] = useState<Language | ''>('');
  const [level, setLevel] = useState<PlacementLevel>(placed ?? 'A1');
  const run = useRunPlacement();
  const clear = useClearPlacement();
  const target = language ?? chosenLanguage;
  const busy = run.isPending || clear.isPending;

  const handleRun = () => {
    if (!target) return;
    run.mutate(
      { language: target, level },
      {
        onSuccess: ({ marked_known, frequency_list_size }) => {
          if (!language) setChosenLanguage('');
          if (frequency_list_size === 0 && level !== 'A0')
            notify(t('knownWords.placement.noList', { language: nameOf(target) }));
          else if (marked_known === 0) notify(t('knownWords.placement.doneNothing'));
          else notify(t('knownWords.placement.done', { count: marked_known, n: number(marked_known) }));
        },
      },
    );
  };

  const handleClear = () => {
    if (!language) return;
    clear.mutate(language, {
      onSuccess: ({ cleared }) =>
        notify(t('knownWords.settings.cleared', { count: cleared, n: number(cleared) })),
    });
  };

  const error = run.error?.detail ?? (run.isError ? t('knownWords.placement.failed') : undefined);
  const clearError =
    clear.error?.detail ?? (clear.isError ? t('knownWords.settings.clearFailed') : undefined);
  const marks = PLACEMENT_WORD_COUNTS[level];
  return (
    <Box sx={{ mt: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        {!language && (
          <TextField
            select
            size="small"
            label={t('knownWords.settings.language')}
            value={chosenLanguage}
            onChange={(event) => setChosenLanguage(event.target.value as Language | '')}
            disabled={busy}
            sx={{ minWidth: 220 }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{t('knownWords.settings.chooseLanguage')}</option>
            {LANGUAGES.filter((option) => !exclude?.includes(option)).map((option) => (
              <option key={option} value={option}>
                {nameOf(option)}
              </option>
            ))}
          </TextField>
        )}
        <TextField
          select
          size="small"
          label={
            language
              ? `${t('knownWords.settings.level')} · ${nameOf(language)}`
              : t('knownWords.settings.level')
          }
          value={level}
          onChange={(event) => setLevel(event.target.value as PlacementLevel)}
          disabled={busy}
          helperText={`${t(`knownWords.levelReads.${level}`)} ${
            marks === 0
              ? t('knownWords.levelMarksNothing')
              : t('knownWords.levelMarks', { count: marks, n: number(marks) })
          }`}
          sx={{ minWidth: 220, maxWidth: 360 }}
          slotProps={{ select: { native: true } }}
        >
          {PLACEMENT_LEVELS.map((option) => (
            <option key={option} value={option}>
              {t(`knownWords.levels.${option}`)}
            </option>
          ))}
        </TextField>
        <Button variant="contained" onClick={handleRun} disabled={busy || !target} sx={{ mt: 0.25 }}>
          {placed ? t('knownWords.settings.runAgain') : t('knownWords.settings.run')}
        </Button>
        {placed && (
          <Button variant="outlined" onClick={handleClear} disabled={busy} sx={{ mt: 0.25 }}>
            {t('knownWords.settings.clear')}
          </Button>
        )}
      </Box>
      {placed && (
        <Box component="p" sx={{ m: 0, mt: 0.5, color: 'text.secondary', fontSize: '0.75rem' }}>
          {t('knownWords.settings.clearHint')}
        </Box>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
      {clearError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {clearError}
        </Alert>
      )}
    </Box>
  );
}
