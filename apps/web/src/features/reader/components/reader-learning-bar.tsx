import type { Language, PracticeWords } from '@reeprise/contract';
import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { LevelFitBar } from '@/components/level-fit/level-fit-bar';
import { useTextLayout } from '@/lib/text-split/text-split';
import plain from '@/components/ui/plain.module.css';
import { StatusAlert } from '@/components/ui/status-alert';
import { useKnownFormsOf } from '@/lib/known-forms';
import { levelFit, type WordModel } from '@/lib/level-fit';
import styles from './reader.module.css';

type Props = {
  content: string;
  language: Language;
  practice: PracticeWords | null;
  /** The reader's word model (with words just clicked), so the bar moves with the marking. */
  model: WordModel;
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
export function ReaderLearningBar({ content, language, practice, model }: Props) {
  const { t } = useTranslation();
  // the same query as the marking (no second request): no bar until the learner's forms are in
  const loaded = useKnownFormsOf(language).isSuccess;
  // the reader's own forms (with words just clicked), so the bar moves with the marking
  // the text's words are split in a worker (the same answer as the text's spans), not in the render
  // that first paints the text
  const layout = useTextLayout(content, language);
  const fit = useMemo(
    () => (loaded && layout ? levelFit(layout.forms, model) : null),
    [loaded, layout, model],
  );
  const asked = practice?.asked ?? [];
  const used = practice?.used ?? null;
  const missing = used ? asked.filter((word) => !used.includes(word)) : [];
  const enough = used !== null && used.length * 2 >= asked.length;
  return (
    <div className={styles.learning}>
      <div className={styles.learningRow}>
        {fit && <LevelFitBar fit={fit} size="medium" />}
        {used && asked.length > 0 && (
          <span
            className={`${plain.chip} ${plain.chipOutlined} ${enough ? plain.chipSecondary : styles.chipWarning}`}
            data-testid="practice-used"
          >
            {t('learning.practice.used', { used: used.length, count: asked.length })}
          </span>
        )}
      </div>
      {used && asked.length > 0 && !enough && (
        <StatusAlert severity="warning" testId="practice-few">
          {t('learning.practice.fewUsed', { used: used.length, count: asked.length })}
          {missing.length > 0 && (
            <span className={styles.block}>{t('learning.practice.missing', { words: missing.join(', ') })}</span>
          )}
        </StatusAlert>
      )}
    </div>
  );
}
