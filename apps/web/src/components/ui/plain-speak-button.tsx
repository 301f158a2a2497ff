import type { Language } from '@reeprise/contract';
import { useTranslation } from '@/lib/i18n/use-translation';
import { speak, stopSpeech, useSpeechState, type SpeechSource } from '@/lib/speech';
import plain from './plain.module.css';

// Material's VolumeUp and Stop, inline
const VOLUME_UP =
  'M3 9v6h4l5 5V4L7 9zm13.5 3c0-1.77-1.02-3.29-2.5-4.03v8.05c1.48-.73 2.5-2.25 2.5-4.02M14 3.23v2.06c2.89.86 5 3.54 5 6.71s-2.11 5.85-5 6.71v2.06c4.01-.91 7-4.49 7-8.77s-2.99-7.86-7-8.77';
const STOP = 'M6 6h12v12H6z';

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

/**
 * A speaker button: reads its text aloud, or stops it while it plays. speak-button.tsx in plain CSS
 * (MUI's small IconButton): the reader's entries paint without MUI (decision 022).
 */
export function PlainSpeakButton({ id, text, language, label, source }: Props) {
  const { t } = useTranslation();
  const { playing } = useSpeechState();
  const mine = playing === id;
  return (
    <button
      type="button"
      className={`${plain.iconButton} ${plain.small}`}
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
      <svg className={`${plain.icon} ${plain.iconSmall}`} viewBox="0 0 24 24" focusable="false" aria-hidden="true">
        <path d={mine ? STOP : VOLUME_UP} />
      </svg>
    </button>
  );
}
