import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSearchParams } from '@/lib/router';
import { ConversationList } from './conversation-list';
import { ConversationThread } from './conversation-thread';
import { NewConversationForm } from './new-conversation-form';

function parseId(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** /chat: conversations beside the open one on wide screens, one after the other on phones. */
export function ChatView() {
  const { t } = useTranslation('extras');
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = parseId(searchParams.get('conversation'));
  const select = (id: number | null) =>
    setSearchParams(id === null ? {} : { conversation: String(id) }, { replace: false });

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '300px minmax(0, 1fr)' } }}>
      <Paper
        variant="outlined"
        sx={{ p: 2, display: { xs: selectedId ? 'none' : 'block', md: 'block' }, alignSelf: 'start' }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
          {t('extras.chat.newTitle')}
        </Typography>
        <NewConversationForm onCreated={(conversation) => select(conversation.id)} />
        <Divider sx={{ my: 2 }} />
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {t('extras.chat.conversations')}
        </Typography>
        <ConversationList selectedId={selectedId} onSelect={select} />
      </Paper>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 }, display: { xs: selectedId ? 'block' : 'none', md: 'block' } }}
      >
        {selectedId ? (
          <>
            <Button
              startIcon={<ArrowBackIcon />}
              onClick={() => select(null)}
              sx={{ display: { md: 'none' }, mb: 1, ml: -1 }}
            >
              {t('extras.chat.back')}
            </Button>
            <ConversationThread key={selectedId} id={selectedId} />
          </>
        ) : (
          <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
            {t('extras.chat.pick')}
          </Typography>
        )}
      </Paper>
    </Box>
  );
}
