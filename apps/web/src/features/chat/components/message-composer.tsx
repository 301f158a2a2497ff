import SendIcon from '@mui/icons-material/Send';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CHAT_MESSAGE_MAX_LENGTH } from '@reeprise/contract';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';

type Props = { disabled: boolean; onSend: (content: string) => Promise<unknown> };

/** The message box: Enter sends, Shift+Enter starts a new line. */
export function MessageComposer({ disabled, onSend }: Props) {
  const { t } = useTranslation('extras');
  const [text, setText] = useState('');
  const content = text.trim();

  const send = async () => {
    if (!content || disabled) return;
    try {
      await onSend(content);
      setText('');
    } catch {
      // told by the page; the text stays so it can be sent again
    }
  };

  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      sx={{ alignItems: 'flex-end' }}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <TextField
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            void send();
          }
        }}
        label={t('extras.chat.message')}
        placeholder={t('extras.chat.messagePlaceholder')}
        multiline
        maxRows={6}
        fullWidth
        size="small"
        slotProps={{ htmlInput: { maxLength: CHAT_MESSAGE_MAX_LENGTH } }}
      />
      <IconButton
        type="submit"
        color="primary"
        aria-label={t('extras.chat.send')}
        disabled={disabled || !content}
      >
        <SendIcon />
      </IconButton>
    </Stack>
  );
}
