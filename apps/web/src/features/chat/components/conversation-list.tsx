import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useLanguageName } from '@/lib/language-names';
import { useConversations } from '../api/get-conversations';

type Props = { selectedId: number | null; onSelect: (id: number) => void };

/** The user's conversations, newest first; choosing one opens it. */
export function ConversationList({ selectedId, onSelect }: Props) {
  const { t, i18n } = useTranslation('extras');
  const languageName = useLanguageName();
  const conversations = useConversations();
  if (conversations.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress size={28} aria-label={t('extras.chat.loading')} />
      </Box>
    );
  }
  if (conversations.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void conversations.refetch()}>
            {t('extras.retry')}
          </Button>
        }
      >
        {t('extras.chat.listFailed')}
      </Alert>
    );
  }
  const items = conversations.data.pages.flatMap((page) => page.results);
  if (items.length === 0) {
    return (
      <Typography color="text.secondary" variant="body2" sx={{ py: 2 }}>
        {t('extras.chat.noConversations')}
      </Typography>
    );
  }
  return (
    <>
      <List aria-label={t('extras.chat.conversations')} dense disablePadding>
        {items.map((conversation) => (
          // a list holds list items: the button sits in one (WCAG 1.3.1)
          <ListItem key={conversation.id} disablePadding>
            <ListItemButton
              selected={conversation.id === selectedId}
              onClick={() => onSelect(conversation.id)}
              sx={{ borderRadius: 1 }}
            >
              <ListItemText
                primary={conversation.title || t('extras.chat.untitled')}
                secondary={`${languageName(conversation.language)} · ${conversation.level} · ${new Date(
                  conversation.created_at,
                ).toLocaleDateString(i18n.language)}`}
                slotProps={{ primary: { noWrap: true } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {conversations.hasNextPage && (
        <Button
          size="small"
          fullWidth
          onClick={() => void conversations.fetchNextPage()}
          disabled={conversations.isFetchingNextPage}
        >
          {t('extras.loadMore')}
        </Button>
      )}
    </>
  );
}
