import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { DESIRED_RETENTION_MAX, DESIRED_RETENTION_MIN, type UserSettings } from '@reeprise/contract';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNotify } from '@/components/ui/notify-context';
import { useUpdateUserSettings } from '../api/update-user-settings';

const toPercent = (value: number) => Math.round(value * 100);

/** FSRS's desired retention, 70-97 %: saved when the learner lets go of the slider. */
export function RetentionSlider({ settings }: { settings: UserSettings }) {
  const { t } = useTranslation('settings');
  const notify = useNotify();
  const labelId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState<number | null>(null);
  const update = useUpdateUserSettings({
    onSuccess: () => notify(t('learning.retention.saved')),
    onError: (error) => notify(error.detail ?? t('settings.saveFailed')),
  });
  const saved = toPercent(
    update.isPending
      ? (update.variables.desired_retention ?? settings.desired_retention)
      : settings.desired_retention,
  );
  const value = dragging ?? saved;

  return (
    <Box sx={{ maxWidth: 420 }}>
      <Typography id={labelId} sx={{ fontWeight: 600 }}>
        {t('learning.retention.label')}: {t('learning.retention.value', { value })}
      </Typography>
      <Slider
        value={value}
        min={toPercent(DESIRED_RETENTION_MIN)}
        max={toPercent(DESIRED_RETENTION_MAX)}
        step={1}
        marks={[{ value: 70 }, { value: 80 }, { value: 90 }, { value: 97 }].map((mark) => ({
          ...mark,
          label: `${mark.value} %`,
        }))}
        valueLabelDisplay="auto"
        aria-labelledby={labelId}
        aria-describedby={hintId}
        getAriaValueText={(percent) => t('learning.retention.value', { value: percent })}
        disabled={update.isPending}
        onChange={(_event, next) => setDragging(next)}
        onChangeCommitted={(_event, next) => {
          setDragging(null);
          if (next !== saved) update.mutate({ desired_retention: next / 100 });
        }}
      />
      <FormHelperText id={hintId} sx={{ mt: 0 }}>
        {t('learning.retention.hint')}
      </FormHelperText>
    </Box>
  );
}
