import type { Language } from '@reeprise/contract';
import { useMemo } from 'react';
import { useAfterFirstPaint } from '@/lib/after-first-paint';
import { useKnownFormsOf } from '@/lib/known-forms';
import { levelFit, wordModelOf } from '@/lib/level-fit';
import { LevelFitBar } from './level-fit-bar';
import { useTextLayout } from '@/lib/text-split/text-split';

type Props = {
  content: string;
  language: Language;
  size?: 'small' | 'medium';
  /** Forms just clicked in the reader, counted as learning before the server knows them. */
  extraLearning?: ReadonlySet<string>;
};

/**
 * The level fit of one text or chapter for the logged-in learner, computed in the browser from the
 * known forms it loads once per language: the text list's server query stays as it was. Its words are
 * split in a worker, not in the render of the list's cards.
 */
export function TextLevelFit({ content, language, size, extraLearning }: Props) {
  // the card shows without it: its request and its worker wait for the page's first paint
  const painted = useAfterFirstPaint();
  const known = useKnownFormsOf(painted ? language : undefined);
  const layout = useTextLayout(painted ? content : null, language);
  const fit = useMemo(() => {
    if (!known.data || !layout) return null;
    const model = wordModelOf(known.data);
    if (!extraLearning?.size) return levelFit(layout.forms, model);
    const forms = new Set(model.forms);
    const learning = new Set(model.learning);
    for (const form of extraLearning) {
      if (!forms.has(form)) learning.add(form);
      forms.add(form);
    }
    return levelFit(layout.forms, { forms, learning, ignored: model.ignored });
  }, [layout, known.data, extraLearning]);
  return fit ? <LevelFitBar fit={fit} size={size} /> : null;
}
