import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { clearSpeechProblem, useSpeechState } from '@/lib/speech';
import { useLanguageName } from '@/lib/language-names';
import '@/lib/i18n/exchange-messages';

/**
 * Says why reading aloud did not start (no speech in this browser, or no voice for the language), where
 * the learner asked: `owns` tells which speech ids are asked from here.
 */
export function SpeechProblem({ owns }: { owns: (id: string) => boolean }) {
  const { t } = useTranslation();
  const languageName = useLanguageName();
  const { problem } = useSpeechState();
  if (!problem || !owns(problem.id)) return null;
  return (
    <Alert severity="info" role="status" onClose={clearSpeechProblem} sx={{ mt: 1 }}>
      {problem.kind === 'unsupported'
        ? t('exchange.speech.unsupported')
        : t('exchange.speech.noVoice', { language: languageName(problem.language) })}
    </Alert>
  );
}
