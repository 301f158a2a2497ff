import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { Language, PracticeWords } from '@reeprise/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LevelFitBar } from '@/components/level-fit/level-fit-bar';
import { useKnownFormsOf } from '@/lib/known-forms';
import { levelFit } from '@/lib/level-fit';

type Props = {
  content: string;
  language: Language;
  practice: PracticeWords | null;
  knownForms: ReadonlySet<string>;
  learningForms: ReadonlySet<string>;
};

const NO_FORMS: ReadonlySet<string> = new Set();

/** The forms the reader underlines: those that showed a practised word was used. */
export function usedFormsOf(practice: PracticeWords | null): ReadonlySet<string> {
  return practice?.used ? new Set(practice.used_forms) : NO_FORMS;
}

/**
 * The top of the reader (issue 16): how much of this text or chapter the learner knows, and for a text
 * that practises words, how many of them it used; under half, it says so instead of pretending.
 */
export function ReaderLearningBar({ content, language, practice, knownForms, learningForms }: Props) {
  const { t } = useTranslation();
  // the same query as the marking (no second request): no bar until the learner's forms are in
  const loaded = useKnownFormsOf(language).isSuccess;
  // the reader's own forms (with words just clicked), so the bar moves with the marking
  const fit = useMemo(
    () => levelFit(content, language, knownForms, learningForms),
    [content, language, knownForms, learningForms],
  );
  const asked = practice?.asked ?? [];
  const used = practice?.used ?? null;
  const missing = used ? asked.filter((word) => !used.includes(word)) : [];
  return (
    <Stack spacing={1.5} sx={{ mb: 2 }}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {loaded && <LevelFitBar fit={fit} size="medium" />}
        {used && asked.length > 0 && (
          <Chip
            size="small"
            variant="outlined"
            color={used.length * 2 >= asked.length ? 'secondary' : 'warning'}
            label={t('learning.practice.used', { used: used.length, count: asked.length })}
            data-testid="practice-used"
          />
        )}
      </Stack>
      {used && asked.length > 0 && used.length * 2 < asked.length && (
        <Alert severity="warning" data-testid="practice-few">
          {t('learning.practice.fewUsed', { used: used.length, count: asked.length })}
          {missing.length > 0 && (
            <Box component="span" sx={{ display: 'block' }}>
              {t('learning.practice.missing', { words: missing.join(', ') })}
            </Box>
          )}
        </Alert>
      )}
    </Stack>
  );
}
