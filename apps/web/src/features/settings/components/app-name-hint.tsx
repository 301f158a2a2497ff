import Typography from '@mui/material/Typography';
import { APP_NAME_MAX_LENGTH } from '@reeprise/contract';
import { useTranslation } from 'react-i18next';
import { SettingsSection } from './settings-section';

/** The spec's new-name setting text: a hint only, the limit is not enforced anywhere. */
export function AppNameHint() {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t('settings.appName.title')}>
      <Typography color="text.secondary">{t('settings.appName.hint', { max: APP_NAME_MAX_LENGTH })}</Typography>
    </SettingsSection>
  );
}
