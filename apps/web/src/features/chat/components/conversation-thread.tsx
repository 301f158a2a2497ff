import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { LANGUAGE_TAGS, useLanguageName } from '@/lib/language-names';
import { useNotify } from '@/components/ui/notify-context';
import { isAnswering, useConversation } from '../api/get-conversation';
import { useSendMessage } from '../api/send-message';
import { useLiveMessages } from '../hooks/use-answer-stream';
import { ChatMessageBubble } from './chat-message-bubble';
import { MessageComposer } from './message-composer';

/** One conversation: its messages (the answer streamed live while PENDING) and the message box. */
export function ConversationThread({ id }: { id: number }) {
  const { t } = useTranslation('extras');
  const languageName = useLanguageName();
  const notify = useNotify();
  const conversation = useConversation(id);
  const send = useSendMessage();
  const endRef = useRef<HTMLDivElement>(null);
  const messages = useLiveMessages(id, conversation.data?.messages);
  const lastContent = messages?.at(-1)?.content;

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages?.length, lastContent]);

  const handleSend = (content: string) =>
    send.mutateAsync(
      { conversationId: id, content },
      { onError: (error) => notify(error.detail ?? t('extras.chat.sendFailed')) },
    );

  if (conversation.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('extras.chat.loading')} />
      </Box>
    );
  }
  if (conversation.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void conversation.refetch()}>
            {t('extras.retry')}
          </Button>
        }
      >
        {t('extras.chat.loadFailed')}
      </Alert>
    );
  }

  const data = conversation.data;
  const shown = messages ?? data.messages;
  const answering = isAnswering(data);
  // "send again" re-sends the learner's message that the failed answer belonged to
  const previousUserContent = (index: number) =>
    shown
      .slice(0, index)
      .reverse()
      .find((message) => message.role === 'user')?.content;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minHeight: { md: 480 } }}>
      <Box>
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {data.title || t('extras.chat.untitled')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('extras.chat.tutorIn', { language: languageName(data.language), level: data.level })}
        </Typography>
      </Box>
      <Box
        component="ol"
        aria-label={t('extras.chat.messages')}
        aria-live="polite"
        sx={{ flex: 1, m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
      >
        {shown.length === 0 && (
          <Typography component="li" color="text.secondary" sx={{ listStyle: 'none' }}>
            {t('extras.chat.emptyThread')}
          </Typography>
        )}
        {shown.map((message, index) => {
          const retryContent = message.status === 'FAILED' ? previousUserContent(index) : undefined;
          const isLast = index === shown.length - 1;
          return (
            <ChatMessageBubble
              key={message.id}
              message={message}
              lang={LANGUAGE_TAGS[data.language]}
              retrying={send.isPending}
              onRetry={
                retryContent && isLast
                  ? () => void handleSend(retryContent).catch(() => undefined)
                  : undefined
              }
            />
          );
        })}
      </Box>
      <div ref={endRef} />
      <MessageComposer disabled={answering || send.isPending} onSend={handleSend} />
    </Box>
  );
}
