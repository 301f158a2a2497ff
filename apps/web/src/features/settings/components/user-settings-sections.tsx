import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { UserSettings } from '@reeprise/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useUserSettings } from '../api/get-user-settings';
import { AppNameForm } from './app-name-form';
import { NewWordsPerDayForm } from './new-words-per-day-form';
import { PreferenceSwitches } from './preference-switches';
import { RetentionSlider } from './retention-slider';
import { SettingsSection } from './settings-section';
import { TargetShareSlider } from './target-share-slider';
import { UiLanguageSelect } from './ui-language-select';

/** A section that edits the stored settings: waits for them, offers a retry when they failed. */
function StoredSettingsSection({
  title,
  children,
}: {
  title: string;
  children: (settings: UserSettings) => ReactNode;
}) {
  const { t } = useTranslation('settings');
  const settings = useUserSettings();
  let body: ReactNode;
  if (settings.data) body = children(settings.data);
  else if (settings.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void settings.refetch()}>
            {t('settings.retry')}
          </Button>
        }
      >
        {t('settings.loadFailed')}
      </Alert>
    );
  } else body = <Skeleton variant="rounded" height={56} />;
  return <SettingsSection title={title}>{body}</SettingsSection>;
}

export function LanguageSection() {
  const { t } = useTranslation('settings');
  return (
    <StoredSettingsSection title={t('settings.language.title')}>
      {(settings) => <UiLanguageSelect settings={settings} />}
    </StoredSettingsSection>
  );
}

export function PreferencesSection({ isStaff }: { isStaff: boolean }) {
  const { t } = useTranslation('settings');
  return (
    <StoredSettingsSection title={t('settings.preferences.title')}>
      {(settings) => <PreferenceSwitches settings={settings} isStaff={isStaff} />}
    </StoredSettingsSection>
  );
}

export function AppNameSection() {
  const { t } = useTranslation('settings');
  return (
    <StoredSettingsSection title={t('settings.appName.title')}>
      {(settings) => <AppNameForm settings={settings} />}
    </StoredSettingsSection>
  );
}

/** FSRS's desired retention (issue 16). */
export function RetentionSection() {
  const { t } = useTranslation();
  return (
    <StoredSettingsSection title={t('learning.retention.label')}>
      {(settings) => <RetentionSlider settings={settings} />}
    </StoredSettingsSection>
  );
}

/** How many new words a due session may start per day (issue 35). */
export function NewWordsSection() {
  const { t } = useTranslation('settings');
  return (
    <StoredSettingsSection title={t('settings.newWords.title')}>
      {(settings) => <NewWordsPerDayForm settings={settings} />}
    </StoredSettingsSection>
  );
}

/** The share of a text's running words the learner wants to know already (issue 36). */
export function TargetShareSection() {
  const { t } = useTranslation('settings');
  return (
    <StoredSettingsSection title={t('settings.targetShare.title')}>
      {(settings) => <TargetShareSlider settings={settings} />}
    </StoredSettingsSection>
  );
}
