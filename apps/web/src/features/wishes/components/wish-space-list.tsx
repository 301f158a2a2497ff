import AddIcon from '@mui/icons-material/Add';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import MicIcon from '@mui/icons-material/Mic';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link as RouterLink } from '@/lib/router';
import { useWishSpaces } from '../api/get-wish-spaces';

/** The owner's wish spaces, newest first, with Load more and the way to create one. */
export function WishSpaceList() {
  const { t, i18n } = useTranslation('extras');
  const spaces = useWishSpaces();

  const createButton = (
    <Button component={RouterLink} to="/wishspace/create" variant="contained" startIcon={<AddIcon />}>
      {t('extras.wishes.create')}
    </Button>
  );

  if (spaces.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('extras.wishes.loading')} />
      </Box>
    );
  }
  if (spaces.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void spaces.refetch()}>
            {t('extras.retry')}
          </Button>
        }
      >
        {t('extras.wishes.loadFailed')}
      </Alert>
    );
  }
  const items = spaces.data.pages.flatMap((page) => page.results);
  if (items.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', maxWidth: 720 }}>
        <MicIcon color="primary" sx={{ fontSize: 48 }} />
        <Typography sx={{ mt: 1, mb: 3 }} color="text.secondary">
          {t('extras.wishes.empty')}
        </Typography>
        {createButton}
      </Paper>
    );
  }
  return (
    <Box sx={{ maxWidth: 720 }}>
      <Box sx={{ mb: 2 }}>{createButton}</Box>
      <Paper variant="outlined">
        <List aria-label={t('pages.wishSpaces')} disablePadding>
          {items.map((space, index) => (
            // a list holds list items: the link sits in one (WCAG 1.3.1)
            <ListItem key={space.id} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={`/wishspace/${space.id}`}
                divider={index < items.length - 1}
              >
                <ListItemIcon>
                  <MicIcon />
                </ListItemIcon>
                <ListItemText
                  primary={space.name}
                  secondary={t('extras.wishes.summary', {
                    count: space.wish_count,
                    date: new Date(space.created_at).toLocaleDateString(i18n.language),
                  })}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere', fontWeight: 600 } } }}
                />
                <ChevronRightIcon color="action" />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
      {spaces.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button
            variant="outlined"
            onClick={() => void spaces.fetchNextPage()}
            disabled={spaces.isFetchingNextPage}
          >
            {t('extras.loadMore')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
