import type { GeneratedText } from '@reeprise/contract';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNotify } from '@/components/ui/notify-context';
import { PlainSwitch } from '@/components/ui/plain-switch';
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
    <PlainSwitch
      checked={checked}
      onChange={handleChange}
      disabled={update.isPending}
      label={t('texts.card.makePublic')}
      // every card has one: its name says which text (and still starts with what it shows, 2.5.3)
      ariaLabel={t('texts.card.makePublicNamed', { topic: text.topic })}
    />
  );
}
