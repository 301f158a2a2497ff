import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ChatMessage } from '@reeprise/contract';
import { useTranslation } from '@/lib/i18n/use-translation';
import { failureMessage } from '@/lib/i18n/server-messages';
import { mutedFill } from '@/components/ui/muted-fill';

type Props = {
  message: ChatMessage;
  /** The conversation's language: both sides write in it, so screen readers read it in its voice. */
  lang: string;
  onRetry?: () => void;
  retrying?: boolean;
};

/** One message: the learner's on the right, the tutor's on the left, growing while PENDING. */
export function ChatMessageBubble({ message, lang, onRetry, retrying }: Props) {
  const { t } = useTranslation('extras');
  const mine = message.role === 'user';
  return (
    <Box
      component="li"
      aria-label={mine ? t('extras.chat.you') : t('extras.chat.tutor')}
      data-status={message.status}
      sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start', listStyle: 'none' }}
    >
      <Box sx={{ maxWidth: { xs: '88%', sm: '75%' } }}>
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', px: 1, textAlign: mine ? 'right' : 'left' }}
        >
          {mine ? t('extras.chat.you') : t('extras.chat.tutor')}
        </Typography>
        {(message.content || message.status !== 'FAILED') && (
          <Box
            sx={{
              px: 2,
              py: 1.25,
              borderRadius: 3,
              borderTopRightRadius: mine ? 4 : undefined,
              borderTopLeftRadius: mine ? undefined : 4,
              bgcolor: mine ? 'primary.main' : mutedFill,
              color: mine ? 'primary.contrastText' : 'text.primary',
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
            }}
          >
            <span lang={lang}>{message.content}</span>
            {message.status === 'PENDING' && (
              <CircularProgress
                size={14}
                aria-label={t('extras.chat.writing')}
                sx={{ ml: message.content ? 1 : 0, verticalAlign: 'middle' }}
              />
            )}
          </Box>
        )}
        {message.status === 'FAILED' && (
          <Alert
            severity="error"
            sx={{ mt: 0.5 }}
            action={
              onRetry && (
                <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
                  {t('extras.chat.sendAgain')}
                </Button>
              )
            }
          >
            {message.error
              ? failureMessage(message.failure_code, message.error)
              : t('extras.chat.answerFailed')}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
