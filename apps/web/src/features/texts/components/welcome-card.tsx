import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { TOPIC_FIELD_ID } from './create-text-form';

type Props = {
  /** Sets show_welcome_card false (spec §4); both the close icon and the button call it. */
  onDismiss: () => void;
};

/** The optional welcome card above the create form. */
export function WelcomeCard({ onDismiss }: Props) {
  const { t } = useTranslation();

  const handleCreateNow = () => {
    onDismiss();
    const topic = document.getElementById(TOPIC_FIELD_ID);
    topic?.focus();
    topic?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  };

  return (
    <Card
      component="section"
      aria-labelledby="welcome-card-title"
      elevation={0}
      sx={{ mb: 3, position: 'relative', bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      <IconButton
        aria-label={t('texts.welcome.close')}
        onClick={onDismiss}
        sx={{ position: 'absolute', top: 8, right: 8, color: 'inherit' }}
      >
        <CloseIcon />
      </IconButton>
      <CardContent sx={{ pr: 7 }}>
        <Typography id="welcome-card-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('texts.welcome.title')}
        </Typography>
        <Typography variant="body2" sx={{ maxWidth: 680, opacity: 0.92 }}>
          {t('texts.welcome.body')}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button variant="contained" color="secondary" onClick={handleCreateNow}>
          {t('texts.welcome.createNow')}
        </Button>
      </CardActions>
    </Card>
  );
}
