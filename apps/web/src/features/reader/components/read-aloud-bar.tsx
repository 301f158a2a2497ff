import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import SkipPreviousIcon from '@mui/icons-material/SkipPrevious';
import StopIcon from '@mui/icons-material/Stop';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { splitSentences, type GeneratedText, type Language } from '@reeprise/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SpeechProblem } from '@/components/ui/speech-problem';
import { LANGUAGE_TAGS } from '@/lib/language-names';
import { pauseSpeech, resumeSpeech, speak, stopSpeech, useSpeechState } from '@/lib/speech';
import { useChapter } from '../api/get-chapter';
import { READER_SPEECH_ID, readerSentenceId, readerSentenceIndex } from './sentence-speaker';
import '@/lib/i18n/exchange-messages';


/** The text's sentences, numbered as the server numbers them (the shared `splitSentences`). */
export function sentencesOf(content: string, language: Language): string[] {
  return splitSentences(content, language).map((sentence) => sentence.text);
}

/**
 * Reads the whole text or chapter aloud, sentence by sentence, in its language (issue 19 §1): the
 * sentence being read is shown with the spoken word highlighted; pause, stop, and previous/next sentence.
 */
export function ReadAloudBar({ text, chapter }: { text: GeneratedText; chapter: number | null }) {
  const { t } = useTranslation();
  const chapterQuery = useChapter(text.id, chapter);
  const source =
    chapter === null
      ? text.status === 'COMPLETE' && text.chatgpt_output
      : chapterQuery.data?.status === 'COMPLETE' && chapterQuery.data.content;
  const sentences = useMemo(() => (source ? sentencesOf(source, text.language) : []), [source, text.language]);
  const speech = useSpeechState();
  const [index, setIndex] = useState<number | null>(null);
  const reading = useRef(false);
  // a sentence's own speaker in the text plays under the same ids: the bar follows it too
  const playingIndex = readerSentenceIndex(speech.playing);
  const playing = playingIndex !== null;

  // a new text or chapter stops what was read of the old one
  useEffect(() => {
    return () => {
      reading.current = false;
      stopSpeech();
    };
  }, [source]);

  if (sentences.length === 0) return null;

  const readFrom = async (start: number) => {
    reading.current = true;
    for (let i = start; i < sentences.length && reading.current; i++) {
      setIndex(i);
      const source = { text_id: text.id, chapter, sentence: i };
      if (!(await speak(readerSentenceId(i), sentences[i], text.language, source))) break;
    }
    if (reading.current) setIndex(null);
    reading.current = false;
  };
  const jump = (to: number) => {
    reading.current = false;
    stopSpeech();
    void readFrom(Math.max(0, Math.min(sentences.length - 1, to)));
  };
  const handleStop = () => {
    reading.current = false;
    stopSpeech();
    setIndex(null);
  };
  const shown = playingIndex ?? index;
  const current = playing && shown !== null ? sentences[shown] : null;
  const spoken = current ? speech.spoken : null;

  return (
    <Paper variant="outlined" sx={{ p: 1, mb: 2 }} aria-label={t('exchange.speech.reading')} role="region">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
        {!playing ? (
          <Button startIcon={<VolumeUpIcon aria-hidden />} onClick={() => void readFrom(index ?? 0)}>
            {t('exchange.speech.text')}
          </Button>
        ) : (
          <>
            <IconButton aria-label={t('exchange.speech.previous')} onClick={() => jump((shown ?? 0) - 1)} disabled={shown === 0}>
              <SkipPreviousIcon />
            </IconButton>
            {speech.paused ? (
              <IconButton aria-label={t('exchange.speech.resume')} onClick={resumeSpeech}>
                <PlayArrowIcon />
              </IconButton>
            ) : (
              <IconButton aria-label={t('exchange.speech.pause')} onClick={pauseSpeech}>
                <PauseIcon />
              </IconButton>
            )}
            <IconButton aria-label={t('exchange.speech.stop')} onClick={handleStop}>
              <StopIcon />
            </IconButton>
            <IconButton
              aria-label={t('exchange.speech.next')}
              onClick={() => jump((shown ?? 0) + 1)}
              disabled={shown === sentences.length - 1}
            >
              <SkipNextIcon />
            </IconButton>
            <Typography variant="caption" color="text.secondary">
              {t('exchange.speech.sentenceOf', { number: (shown ?? 0) + 1, total: sentences.length })}
            </Typography>
          </>
        )}
      </Box>
      {current && (
        <Typography lang={LANGUAGE_TAGS[text.language]} data-testid="spoken-sentence" sx={{ px: 1, pb: 0.5, bgcolor: 'action.hover', borderRadius: 1 }}>
          {spoken ? (
            <>
              {current.slice(0, spoken.start)}
              <Box component="mark" sx={{ bgcolor: 'warning.light', color: 'inherit', borderRadius: 0.5 }}>
                {current.slice(spoken.start, spoken.end)}
              </Box>
              {current.slice(spoken.end)}
            </>
          ) : (
            current
          )}
        </Typography>
      )}
      <SpeechProblem owns={(speech) => speech.startsWith(`${READER_SPEECH_ID}:`)} />
    </Paper>
  );
}
