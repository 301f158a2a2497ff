import Typography from '@mui/material/Typography';
import type { GeneratedText } from '@reeprise/contract';
import { useTranslation } from 'react-i18next';
import { liveContent, useStream } from '@/lib/use-stream';

// enough for a few lines; a text being written shows its newest words, a finished one its start
const PENDING_TAIL = 280;

/** The card's preview: the full output once COMPLETE, otherwise what has been written so far, live. */
export function TextPreview({ text }: { text: GeneratedText }) {
  const { t } = useTranslation();
  const pending = text.status === 'PENDING';
  const stream = useStream(text.id, null, pending);
  const content = pending ? liveContent(text.chatgpt_output, stream) : text.chatgpt_output;

  if (pending) {
    const tail = content.length > PENDING_TAIL ? `…${content.slice(-PENDING_TAIL)}` : content;
    return (
      <Typography
        variant="body2"
        color="text.secondary"
        data-testid="text-preview"
        aria-live="off"
        sx={{ minHeight: '4.5em', whiteSpace: 'pre-line' }}
      >
        {tail || t('texts.card.waiting')}
      </Typography>
    );
  }
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      data-testid="text-preview"
      sx={{
        display: '-webkit-box',
        WebkitLineClamp: 4,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
        whiteSpace: 'pre-line',
      }}
    >
      {content}
    </Typography>
  );
}
