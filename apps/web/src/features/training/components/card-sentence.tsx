import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TrainingVocabulary } from '@reeprise/contract';
import { useTranslation } from '@/lib/i18n/use-translation';

type Sentence = NonNullable<TrainingVocabulary['sentence']>;

/** The back of a card: the sentence the word was met in (in its language, `lang`), the word itself marked. */
export function CardSentence({ sentence, lang }: { sentence: Sentence; lang: string }) {
  const { t } = useTranslation();
  const { text, start, end } = sentence;
  return (
    <Typography
      variant="body2"
      component="blockquote"
      data-testid="card-sentence"
      sx={{ m: 0, mt: 1, pl: 1.25, borderLeft: 3, borderColor: 'divider', fontStyle: 'italic' }}
    >
      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', fontStyle: 'normal' }}>
        {t('learning.session.sentence')}
      </Typography>
      <span lang={lang}>
        {end > start ? (
          <>
            {text.slice(0, start)}
            <Box
              component="mark"
              sx={{
                fontStyle: 'normal',
                fontWeight: 700,
                px: '2px',
                // AA in both schemes (lib/palette.ts's mark colours)
                backgroundColor: 'var(--rp-mark)',
                color: 'var(--rp-on-mark)',
              }}
            >
              {text.slice(start, end)}
            </Box>
            {text.slice(end)}
          </>
        ) : (
          text
        )}
      </span>
    </Typography>
  );
}
