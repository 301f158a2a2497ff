import AddCommentIcon from '@mui/icons-material/AddComment';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LANGUAGES, LEVELS, type ChatConversation, type Language, type Level } from '@reeprise/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useLanguageName } from '@/lib/language-names';
import { useNotify } from '@/components/ui/notify-context';
import { useCreateConversation } from '../api/create-conversation';

/** Starts a conversation with the tutor in a language and level. */
export function NewConversationForm({ onCreated }: { onCreated: (conversation: ChatConversation) => void }) {
  const { t } = useTranslation('extras');
  const languageName = useLanguageName();
  const notify = useNotify();
  const create = useCreateConversation();
  const [language, setLanguage] = useState<Language>('SPANISH');
  const [level, setLevel] = useState<Level>('A2');

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { language, level },
      {
        onSuccess: onCreated,
        onError: (error) => notify(error.detail ?? t('extras.chat.createFailed')),
      },
    );
  };

  return (
    <Stack component="form" onSubmit={handleSubmit} spacing={1.5} aria-label={t('extras.chat.newTitle')}>
      <Stack direction="row" spacing={1}>
        <TextField
          select
          size="small"
          label={t('extras.chat.language')}
          value={language}
          onChange={(event) => setLanguage(event.target.value as Language)}
          sx={{ flex: 2, minWidth: 0 }}
        >
          {LANGUAGES.map((value) => (
            <MenuItem key={value} value={value}>
              {languageName(value)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('extras.chat.level')}
          value={level}
          onChange={(event) => setLevel(event.target.value as Level)}
          sx={{ flex: 1, minWidth: 0 }}
        >
          {LEVELS.map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Button type="submit" variant="contained" startIcon={<AddCommentIcon />} disabled={create.isPending}>
        {t('extras.chat.start')}
      </Button>
    </Stack>
  );
}
