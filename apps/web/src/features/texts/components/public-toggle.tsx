import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { GeneratedText } from '@reeprise/contract';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@/components/ui/notify-context';
import { useUpdateGeneratedText } from '../api/update-generated-text';

/** The creator's switch for publicly_visible; the card shows the server's answer. */
export function PublicToggle({ text }: { text: GeneratedText }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const update = useUpdateGeneratedText();
  // while the request runs, show where the switch is going
  const checked = update.isPending
    ? (update.variables.publicly_visible ?? text.publicly_visible)
    : text.publicly_visible;

  const handleChange = () => {
    update.mutate(
      { id: text.id, publicly_visible: !text.publicly_visible },
      { onError: (error) => notify(error.detail ?? t('texts.card.toggleFailed')) },
    );
  };

  return (
    <FormControlLabel
      control={<Switch checked={checked} onChange={handleChange} disabled={update.isPending} size="small" />}
      label={t('texts.card.makePublic')}
      slotProps={{ typography: { variant: 'body2' } }}
      sx={{ mr: 0 }}
    />
  );
}
