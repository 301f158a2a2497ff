import type { Language, PlacementLevel } from '@reeprise/contract';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { withStrings } from '@/lib/i18n';
import { getWordStatusLanguagesQueryOptions, statsOf } from '@/lib/word-status-languages';
import { readSkippedPlacements } from './placement-asked';

// MUI's dialog and the levels' strings load only when the question is asked (the text list paints
// without MUI, decision 021)
const PlacementDialog = lazy(() =>
  withStrings(['known-words'], import('../components/placement-dialog')).then((module) => ({
    default: module.PlacementDialog,
  })),
);

type Question = { language: Language; level: PlacementLevel };

/**
 * "How well do you know Spanish?" after the learner's first text in a language (issue 34): asked when the
 * language has no statuses, no vocabulary and no placement, and was not skipped on this device.
 */
export function usePlacementPrompt() {
  const queryClient = useQueryClient();
  const [question, setQuestion] = useState<Question | null>(null);

  const ask = async (language: Language, level: PlacementLevel) => {
    if (readSkippedPlacements().includes(language)) return;
    // asked afresh: a word added in the reader a moment ago counts
    const answer = await queryClient.fetchQuery({ ...getWordStatusLanguagesQueryOptions(), staleTime: 0 });
    const stats = statsOf(answer, language);
    const untouched = stats.known + stats.learning + stats.ignored === 0 && stats.placement_level === null;
    if (untouched) setQuestion({ language, level });
  };

  const dialog = question && (
    <Suspense fallback={null}>
      <PlacementDialog
        language={question.language}
        suggested={question.level}
        onClose={() => setQuestion(null)}
      />
    </Suspense>
  );
  return { ask, dialog };
}
