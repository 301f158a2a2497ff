import Check from '@mui/icons-material/Check';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LandingSection } from './landing-section';

const FEATURES = ['landing.planFeature1', 'landing.planFeature2', 'landing.planFeature3'] as const;
// the spec shows three identical placeholder plans
const PLAN_SLOTS = [1, 2, 3] as const;

function PlanCard() {
  const { t } = useTranslation();
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderRadius: 3 }}
    >
      <CardContent sx={{ flexGrow: 1, p: 3 }}>
        <Typography variant="h5" component="h3" sx={{ fontWeight: 700 }}>
          {t('landing.planName')}
        </Typography>
        <Typography variant="h6" component="p" color="primary" sx={{ mt: 1 }}>
          {t('landing.planPrice')}
        </Typography>
        <List dense sx={{ mt: 1 }}>
          {FEATURES.map((feature) => (
            <ListItem key={feature} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <Check fontSize="small" color="secondary" />
              </ListItemIcon>
              <ListItemText primary={t(feature)} />
            </ListItem>
          ))}
        </List>
        <Typography variant="body2" color="text.secondary">
          {t('landing.guarantee')}
        </Typography>
      </CardContent>
      <CardActions sx={{ p: 3, pt: 0 }}>
        {/* no action yet: the spec shows none */}
        <Button variant="contained" fullWidth size="large">
          {t('landing.planJoin')}
        </Button>
      </CardActions>
    </Card>
  );
}

export function PlanCards() {
  const { t } = useTranslation();
  return (
    <LandingSection title={t('landing.plansTitle')}>
      <Grid container spacing={3}>
        {PLAN_SLOTS.map((slot) => (
          <Grid key={slot} size={{ xs: 12, md: 4 }}>
            <PlanCard />
          </Grid>
        ))}
      </Grid>
    </LandingSection>
  );
}
