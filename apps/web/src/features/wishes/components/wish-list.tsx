import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Wish } from '@reeprise/contract';
import { useTranslation } from '@/lib/i18n/use-translation';

/** Every wish of a space as an audio player with its title and time. */
export function WishList({ wishes }: { wishes: Wish[] }) {
  const { t, i18n } = useTranslation('extras');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2">
        {t('extras.wishes.wishesTitle', { count: wishes.length })}
      </Typography>
      {wishes.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('extras.wishes.noWishes')}
        </Typography>
      ) : (
        <List aria-label={t('extras.wishes.wishesLabel')}>
          {wishes.map((wish) => (
            <ListItem
              key={wish.id}
              component="article"
              aria-label={wish.title}
              divider
              sx={{ display: 'block', px: 0, py: 1.5 }}
            >
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} component="h3">
                {wish.title}
              </Typography>
              <Typography variant="body2" color="text.secondary" component="time" dateTime={wish.created_at}>
                {new Date(wish.created_at).toLocaleString(i18n.language)}
              </Typography>
              <Box
                component="audio"
                controls
                preload="metadata"
                src={wish.audio_url}
                sx={{ display: 'block', width: '100%', mt: 1 }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
