import LockIcon from '@mui/icons-material/Lock';
import PublicIcon from '@mui/icons-material/Public';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LANGUAGE_SHORT_CODES, type GeneratedText } from '@reeprise/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useNotify } from '@/components/ui/notify-context';
import { useRetryGeneratedText } from '../api/retry-generated-text';
import { CreatorAvatar } from './creator-avatar';
import { PublicToggle } from './public-toggle';
import { TextPreview } from './text-preview';

// read by screen readers, invisible on screen
const visuallyHidden = {
  position: 'absolute',
  // strings: in sx a bare 1 would mean 100%
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

type Props = { text: GeneratedText; currentUserId: number | null | undefined };

function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/**
 * One text of the list (spec §2): topic, live preview, language short code, level, date and time,
 * creator with picture, public icon and (own texts) toggle, a link to read it; a blue border until
 * anybody has viewed it.
 */
export function TextCard({ text, currentUserId }: Props) {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const retry = useRetryGeneratedText();
  const own = currentUserId === text.creator_id;
  const unviewed = text.view_count === 0;
  const topic = text.topic || t('texts.card.untitled');
  const titleId = `text-${text.id}-title`;

  const handleRetry = () => {
    retry.mutate(text.id, { onError: (error) => notify(error.detail ?? t('texts.card.retryFailed')) });
  };

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      elevation={0}
      data-unviewed={unviewed}
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        border: unviewed ? '2px solid' : '1px solid',
        borderColor: unviewed ? 'info.main' : 'divider',
      }}
    >
      <CardContent sx={{ flexGrow: 1, pb: 1 }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap', rowGap: 1 }}
        >
          <Chip
            size="small"
            label={LANGUAGE_SHORT_CODES[text.language]}
            title={t(`texts.languages.${text.language}`)}
            color="primary"
            variant="outlined"
          />
          <Chip size="small" label={text.level} aria-label={`${t('texts.card.level')} ${text.level}`} />
          {text.is_demo && (
            <Chip
              size="small"
              label={t('texts.card.demo')}
              title={t('texts.card.demoHint')}
              color="secondary"
              variant="outlined"
            />
          )}
          <Box sx={{ flexGrow: 1 }} />
          {text.status === 'PENDING' && <CircularProgress size={16} aria-label={t('texts.card.writing')} />}
          {/* a native title as the hint: MUI's Tooltip would add 11 KB gzip to the page for a short hint */}
          {text.publicly_visible ? (
            <PublicIcon
              fontSize="small"
              color="action"
              aria-label={t('texts.card.public')}
              titleAccess={t('texts.card.public')}
            />
          ) : (
            <LockIcon
              fontSize="small"
              color="action"
              aria-label={t('texts.card.private')}
              titleAccess={t('texts.card.private')}
            />
          )}
        </Stack>
        <Typography
          id={titleId}
          variant="subtitle1"
          component="h3"
          sx={{ fontWeight: 700, lineHeight: 1.3, mb: 1 }}
        >
          {topic}
          {unviewed && <Box component="span" sx={visuallyHidden}>{` (${t('texts.card.unread')})`}</Box>}
        </Typography>
        {text.status === 'FAILED' ? (
          <Alert
            severity="error"
            action={
              own ? (
                <Button color="inherit" size="small" onClick={handleRetry} disabled={retry.isPending}>
                  {t('texts.card.retry')}
                </Button>
              ) : undefined
            }
          >
            {text.error ?? t('texts.card.failed')}
          </Alert>
        ) : (
          <TextPreview text={text} />
        )}
      </CardContent>
      <Box sx={{ px: 2, pb: 1, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <CreatorAvatar creatorId={text.creator_id} name={text.creator} />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {text.creator}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          component="time"
          dateTime={text.created_at}
          sx={{ ml: 'auto' }}
        >
          {formatDateTime(text.created_at, i18n.language)}
        </Typography>
      </Box>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, justifyContent: 'space-between' }}>
        <Button
          component={RouterLink}
          to={`/reeprise/${text.id}`}
          variant="contained"
          size="small"
          aria-label={t('texts.card.readTopic', { topic })}
        >
          {t('texts.card.read')}
        </Button>
        {own && <PublicToggle text={text} />}
      </CardActions>
    </Card>
  );
}
