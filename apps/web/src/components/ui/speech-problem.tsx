import { useTranslation } from '@/lib/i18n/use-translation';
import { clearSpeechProblem, useSpeechState } from '@/lib/speech';
import { useLanguageName } from '@/lib/language-names';
import { StatusAlert } from './status-alert';
import styles from './speech-problem.module.css';

/**
 * Says why reading aloud did not start (no speech in this browser, no voice at all, or none for the language), where
 * the learner asked: `owns` tells which speech ids are asked from here. Plain (MUI's info Alert in CSS):
 * the reader paints without MUI (decision 022); the trainer and settings show the same.
 */
export function SpeechProblem({ owns }: { owns: (id: string) => boolean }) {
  const { t } = useTranslation();
  const languageName = useLanguageName();
  const { problem } = useSpeechState();
  if (!problem || !owns(problem.id)) return null;
  return (
    <StatusAlert severity="info" role="status" onClose={clearSpeechProblem} className={styles.problem}>
      {problem.kind === 'no_voice'
        ? t('exchange.speech.noVoice', { language: languageName(problem.language) })
        : t(`exchange.speech.${problem.kind === 'unsupported' ? 'unsupported' : 'noVoicesAtAll'}`)}
    </StatusAlert>
  );
}
