import Typography from '@mui/material/Typography';
import type { Language } from '@reeprise/contract';
import { LANGUAGE_TAGS } from '@/lib/language-names';

export type MarkedSentenceValue = { text: string; start: number; end: number };

type Props = { sentence: MarkedSentenceValue; label: string; language?: Language; testId?: string };

/** The sentence a word was met in, the word itself marked (training cards, the reader's entries). */
export function MarkedSentence({ sentence, label, language, testId }: Props) {
  const { text, start, end } = sentence;
  return (
    <Typography
      variant="body2"
      component="blockquote"
      data-testid={testId}
      sx={{ m: 0, mt: 1, pl: 1.25, borderLeft: 3, borderColor: 'divider', fontStyle: 'italic' }}
    >
      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', fontStyle: 'normal' }}>
        {label}
      </Typography>
      <span lang={language ? LANGUAGE_TAGS[language] : undefined}>
        {end > start ? (
          <>
            {text.slice(0, start)}
            <mark style={{ background: '#fff1a8', color: '#1f1a00', fontStyle: 'normal', fontWeight: 700, padding: '0 2px' }}>
              {text.slice(start, end)}
            </mark>
            {text.slice(end)}
          </>
        ) : (
          text
        )}
      </span>
    </Typography>
  );
}
