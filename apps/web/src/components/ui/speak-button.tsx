import StopIcon from '@mui/icons-material/Stop';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import IconButton from '@mui/material/IconButton';
import type { Language } from '@reeprise/contract';
import { useTranslation } from '@/lib/i18n/use-translation';
import { speak, stopSpeech, useSpeechState, type SpeechSource } from '@/lib/speech';

type Props = {
  /** Unique on the page: the button shows whether its own text is playing. */
  id: string;
  text: string;
  language: Language;
  /** The accessible name, e.g. 'Read “gato” aloud'. */
  label: string;
  /** What the server reads when it reads aloud (a word of the vocabulary); else the browser's voice. */
  source?: SpeechSource;
};

/** A speaker button: reads its text aloud, or stops it while it plays. */
export function SpeakButton({ id, text, language, label, source }: Props) {
  const { t } = useTranslation();
  const { playing } = useSpeechState();
  const mine = playing === id;
  return (
    <IconButton
      size="small"
      aria-label={mine ? t('exchange.speech.stop') : label}
      aria-pressed={mine}
      title={mine ? t('exchange.speech.stop') : label}
      onClick={(event) => {
        // the button may sit inside a card that turns on click
        event.stopPropagation();
        if (mine) stopSpeech();
        else void speak(id, text, language, source);
      }}
    >
      {mine ? <StopIcon fontSize="small" /> : <VolumeUpIcon fontSize="small" />}
    </IconButton>
  );
}
