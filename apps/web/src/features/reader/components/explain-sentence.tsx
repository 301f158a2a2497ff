import type { GeneratedText } from '@reeprise/contract';
import { lazy, Suspense, useState } from 'react';
import { withStrings } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/use-translation';
import plain from '@/components/ui/plain.module.css';
import { useChapter } from '../api/get-chapter';
import styles from './reader.module.css';

// the panel (with zod, the schemas and the stream socket) loads with the first press: the reader is near
// its first-paint budget (e2e/bundle-budget.spec.ts)
const ExplainSentencePanel = lazy(() =>
  withStrings(['explain'], import('./explain-sentence-panel')).then((module) => ({
    default: module.ExplainSentencePanel,
  })),
);

/** "Explain a sentence" under a finished text or chapter; opens the explanation panel (issue 36). */
export function ExplainSentence({ text, chapter }: { text: GeneratedText; chapter: number | null }) {
  const { t } = useTranslation('level-fit');
  const [open, setOpen] = useState(false);
  const chapterQuery = useChapter(text.id, chapter);
  const shown =
    chapter === null ? text : chapterQuery.data?.status === 'NON_EXISTENT' ? undefined : chapterQuery.data;
  if (!shown || shown.status !== 'COMPLETE') return null;
  const content = 'chatgpt_output' in shown ? shown.chatgpt_output : shown.content;
  return open ? (
    <Suspense fallback={<p className={styles.hint}>{t('reader.loading')}</p>}>
      <ExplainSentencePanel
        key={`${text.id}:${chapter ?? 0}`}
        textId={text.id}
        chapter={chapter}
        content={content}
        language={text.language}
        onClose={() => setOpen(false)}
      />
    </Suspense>
  ) : (
    <button type="button" className={`${plain.button} ${styles.explainOpen}`} onClick={() => setOpen(true)}>
      {t('levelFit.rewrite.explainOpen')}
    </button>
  );
}
