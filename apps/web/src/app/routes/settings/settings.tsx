import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { useWhoami } from '@/features/auth/api/get-whoami';
import { ProfilePictureForm } from '@/features/profile/components/profile-picture-form';
import { AppNameHint } from '@/features/settings/components/app-name-hint';
import { SettingsSection } from '@/features/settings/components/settings-section';
import { LanguageSection, PreferencesSection } from '@/features/settings/components/user-settings-sections';
import { isLoggedIn } from '@/lib/access';

/** /settings: greeting, interface language, profile picture, switches; nothing for a visitor. */
export function SettingsPage() {
  const { t } = useTranslation();
  const whoami = useWhoami();
  const user = whoami.data;
  if (!user || !isLoggedIn(user) || user.userId === null || user.username === null) return null;
  return (
    <>
      <PageTitle>{t('pages.settings')}</PageTitle>
      <Typography variant="h5" component="p" sx={{ mt: -1.5, fontWeight: 700 }}>
        {t('settings.greeting', { username: user.username })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('settings.intro')}
      </Typography>
      <Stack spacing={2.5} sx={{ maxWidth: 720 }}>
        <LanguageSection />
        <SettingsSection title={t('settings.profile.title')}>
          <ProfilePictureForm userId={user.userId} username={user.username} />
        </SettingsSection>
        <PreferencesSection isStaff={user.is_staff} />
        <AppNameHint />
      </Stack>
    </>
  );
}
