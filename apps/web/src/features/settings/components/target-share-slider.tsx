import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import {
  TARGET_KNOWN_SHARE_DEFAULT,
  TARGET_KNOWN_SHARE_MAX,
  TARGET_KNOWN_SHARE_MIN,
  type UserSettings,
} from '@reeprise/contract';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNotify } from '@/components/ui/notify-context';
import { useUpdateUserSettings } from '../api/update-user-settings';

const toPercent = (value: number) => Math.round(value * 100);

/** The share of running words the learner wants to know already, 80-99 % (issue 36): saved on release. */
export function TargetShareSlider({ settings }: { settings: UserSettings }) {
  const { t } = useTranslation('settings');
  const notify = useNotify();
  const labelId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState<number | null>(null);
  const update = useUpdateUserSettings({
    onSuccess: () => notify(t('settings.targetShare.saved')),
    onError: (error) => notify(error.detail ?? t('settings.saveFailed')),
  });
  const stored = settings.target_known_share ?? TARGET_KNOWN_SHARE_DEFAULT;
  const saved = toPercent(update.isPending ? (update.variables.target_known_share ?? stored) : stored);
  const value = dragging ?? saved;

  return (
    <Box sx={{ maxWidth: 420 }}>
      <Typography id={labelId} sx={{ fontWeight: 600 }}>
        {t('settings.targetShare.label')} {t('settings.targetShare.value', { value })}
      </Typography>
      <Slider
        value={value}
        min={toPercent(TARGET_KNOWN_SHARE_MIN)}
        max={toPercent(TARGET_KNOWN_SHARE_MAX)}
        step={1}
        marks={[80, 90, 95, 99].map((mark) => ({ value: mark, label: `${mark} %` }))}
        valueLabelDisplay="auto"
        aria-labelledby={labelId}
        aria-describedby={hintId}
        getAriaValueText={(percent) => t('settings.targetShare.value', { value: percent })}
        disabled={update.isPending}
        onChange={(_event, next) => setDragging(next)}
        onChangeCommitted={(_event, next) => {
          setDragging(null);
          if (next !== saved) update.mutate({ target_known_share: next / 100 });
        }}
      />
      <FormHelperText id={hintId} sx={{ mt: 0 }}>
        {t('settings.targetShare.hint')}
      </FormHelperText>
    </Box>
  );
}
