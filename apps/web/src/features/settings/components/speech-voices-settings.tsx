import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LANGUAGES, type Language } from '@reeprise/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { SpeechProblem } from '@/components/ui/speech-problem';
import { useLanguageName } from '@/lib/language-names';
import { speak } from '@/lib/speech';
import { chooseVoice, readVoiceChoices, voicesFor } from '@/lib/speech-voices';

const selectProps = { select: { native: true }, inputLabel: { shrink: true } } as const;
const SAMPLES: Partial<Record<Language, string>> = { ENGLISH: 'Hello!', FRENCH: 'Bonjour !', GERMAN: 'Hallo!', ITALIAN: 'Ciao!', RUSSIAN: 'Привет!', SPANISH: '¡Hola!' };

/** This browser's voices, listed once it has them (some announce them only after a while). */
function useVoices(): SpeechSynthesisVoice[] {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>(() =>
    'speechSynthesis' in window ? window.speechSynthesis.getVoices() : [],
  );
  useEffect(() => {
    if (!('speechSynthesis' in window)) return;
    const update = () => setVoices(window.speechSynthesis.getVoices());
    window.speechSynthesis.addEventListener('voiceschanged', update);
    return () => window.speechSynthesis.removeEventListener('voiceschanged', update);
  }, []);
  return voices;
}

/** Per language, the voice that reads aloud (kept on this device: voices belong to the browser). */
export function SpeechVoicesSettings() {
  const { t } = useTranslation();
  const languageName = useLanguageName();
  const voices = useVoices();
  const [choices, setChoices] = useState(readVoiceChoices);
  const offered = LANGUAGES.map((language) => [language, voicesFor(language, voices)] as const).filter(
    ([, matching]) => matching.length > 0,
  );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">{t('exchange.speech.voicesIntro')}</Typography>
      {offered.length === 0 && <Typography>{t('exchange.speech.noVoices')}</Typography>}
      {offered.map(([language, matching]) => (
        <Box key={language} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            select
            size="small"
            label={t('exchange.speech.voiceFor', { language: languageName(language) })}
            value={choices[language] ?? ''}
            onChange={(event) => {
              const uri = event.target.value || null;
              chooseVoice(language, uri);
              setChoices(readVoiceChoices());
            }}
            slotProps={selectProps}
            sx={{ flex: '1 1 280px', maxWidth: 420 }}
          >
            <option value="">{t('exchange.speech.browserDefault')}</option>
            {matching.map((voice) => (
              <option key={voice.voiceURI} value={voice.voiceURI}>
                {voice.name} ({voice.lang})
              </option>
            ))}
          </TextField>
          <Button size="small" onClick={() => void speak(`sample:${language}`, SAMPLES[language] ?? languageName(language), language)}>
            {t('exchange.speech.test')}
          </Button>
        </Box>
      ))}
      <SpeechProblem owns={(speech) => speech.startsWith('sample:')} />
    </Box>
  );
}
