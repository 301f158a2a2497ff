import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/use-translation';
import { PageTitle } from '@/components/ui/page-title';
import { useWhoami } from '@/features/auth/api/get-whoami';
import { ProfilePictureForm } from '@/features/profile/components/profile-picture-form';
import { ColorSchemeChoice } from '@/features/settings/components/color-scheme-choice';
import { KnownWordsSettings } from '@/features/settings/components/known-words-settings';
import { SettingsSection } from '@/features/settings/components/settings-section';
import { SpeechVoicesSettings } from '@/features/settings/components/speech-voices-settings';
import { WebDictionariesSettings } from '@/features/settings/components/web-dictionaries-settings';
import {
  AppNameSection,
  LanguageSection,
  NewWordsSection,
  PreferencesSection,
  RetentionSection,
  TargetShareSection,
} from '@/features/settings/components/user-settings-sections';
import { isLoggedIn } from '@/lib/access';

/** /settings: greeting, interface language, colour scheme, profile picture, switches; nothing for a visitor. */
export function SettingsPage() {
  const { t } = useTranslation('settings', 'known-words');
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
        <SettingsSection title={t('settings.appearance.title')}>
          <ColorSchemeChoice />
        </SettingsSection>
        <SettingsSection title={t('settings.profile.title')}>
          <ProfilePictureForm userId={user.userId} username={user.username} picture={user.pic} />
        </SettingsSection>
        <PreferencesSection isStaff={user.is_staff} />
        <SettingsSection title={t('knownWords.settings.title')}>
          <KnownWordsSettings />
        </SettingsSection>
        <TargetShareSection />
        <AppNameSection />
        <RetentionSection />
        <NewWordsSection />
        <SettingsSection title={t('exchange.dictionaries.title')}>
          <WebDictionariesSettings />
        </SettingsSection>
        <SettingsSection title={t('exchange.speech.voicesTitle')}>
          <SpeechVoicesSettings />
        </SettingsSection>
      </Stack>
    </>
  );
}
