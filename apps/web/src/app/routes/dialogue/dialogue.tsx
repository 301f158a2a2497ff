import { useTranslation } from '@/lib/i18n/use-translation';
import { PageTitle } from '@/components/ui/page-title';
import { DialogueDemo } from '@/features/dialogue/components/dialogue-demo';

/** /dialogue: the static two-speaker demo (staff with experimental features). */
export function DialoguePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('pages.dialogue')}</PageTitle>
      <DialogueDemo />
    </>
  );
}
