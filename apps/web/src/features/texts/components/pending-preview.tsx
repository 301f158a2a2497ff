import type { GeneratedText } from '@reeprise/contract';
import { useTranslation } from '@/lib/i18n/use-translation';
import { liveContent, useStream } from '@/lib/use-stream';
import { waitingLabel } from '@/lib/waiting-label';
import { PENDING_TAIL, WritingPreview } from './writing-preview';

/**
 * The preview of a text being written, live over the shared stream socket. A chunk of its own: the
 * socket's message schemas bring zod along, which the text list's first paint does without (decision 021).
 */
export function PendingPreview({ text }: { text: GeneratedText }) {
  const { t } = useTranslation();
  const stream = useStream(text.id, null, true);
  const content = liveContent(text.chatgpt_output, stream);
  const tail = content.length > PENDING_TAIL ? `…${content.slice(-PENDING_TAIL)}` : content;
  return <WritingPreview>{tail || waitingLabel(t, stream?.queuePosition, 'texts.card')}</WritingPreview>;
}
