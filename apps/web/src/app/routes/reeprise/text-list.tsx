import { useTranslation } from '@/lib/i18n/use-translation';
import { PageTitle } from '@/components/ui/page-title';
import { useNotify } from '@/components/ui/notify-context';
import { useWhoami } from '@/features/auth/api/get-whoami';
import { useUserSettings } from '@/features/settings/api/get-user-settings';
import { useUpdateUserSettings } from '@/features/settings/api/update-user-settings';
import { ImportTextButton } from '@/features/import-text/components/import-text-button';
import { CreateTextForm } from '@/features/texts/components/create-text-form';
import { TextList } from '@/features/texts/components/text-list';
import { TopViewedTexts } from '@/features/texts/components/top-viewed-texts';
import { WelcomeCard } from '@/features/texts/components/welcome-card';

/**
 * /reeprise: the optional welcome card, the create form and the texts, newest first (spec §2). Plain
 * React and CSS: the learner's first page paints without MUI and zod (decision 021).
 */
export function TextListPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const whoami = useWhoami();
  const settings = useUserSettings();
  const updateSettings = useUpdateUserSettings();

  const handleDismissWelcome = () => {
    updateSettings.mutate(
      { show_welcome_card: false },
      { onError: (error) => notify(error.detail ?? t('texts.welcome.dismissFailed')) },
    );
  };

  // hidden at once while the change is on its way
  const showWelcome = settings.data?.show_welcome_card === true && !updateSettings.isPending;

  return (
    <>
      <PageTitle>{t('pages.textList')}</PageTitle>
      {showWelcome && <WelcomeCard onDismiss={handleDismissWelcome} />}
      <CreateTextForm action={<ImportTextButton />} />
      <TopViewedTexts />
      <TextList currentUserId={whoami.data?.userId} />
    </>
  );
}
