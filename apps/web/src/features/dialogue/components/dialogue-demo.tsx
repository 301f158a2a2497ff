import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/use-translation';
import { mutedFill } from '@/components/ui/muted-fill';

type Speaker = 'first' | 'second';

/** The demo's turns in order; the words live in the i18n files, so they follow the UI language. */
const TURNS = [
  ['first', 'line1'],
  ['second', 'line2'],
  ['first', 'line3'],
  ['second', 'line4'],
  ['first', 'line5'],
  ['second', 'line6'],
  ['first', 'line7'],
  ['second', 'line8'],
] as const satisfies readonly (readonly [Speaker, string])[];

/** A static two-speaker dialogue as chat bubbles, the first speaker left, the second right. */
export function DialogueDemo() {
  const { t } = useTranslation('extras');
  const names: Record<Speaker, string> = {
    first: t('extras.dialogue.firstSpeaker'),
    second: t('extras.dialogue.secondSpeaker'),
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 760 }}>
      <Typography variant="h6" component="h2">
        {t('extras.dialogue.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('extras.dialogue.intro')}
      </Typography>
      <Box component="ol" sx={{ m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {TURNS.map(([speaker, line], index) => {
          const right = speaker === 'second';
          return (
            <Box
              component="li"
              key={index}
              sx={{
                listStyle: 'none',
                display: 'flex',
                flexDirection: right ? 'row-reverse' : 'row',
                alignItems: 'flex-end',
                gap: 1,
              }}
            >
              <Avatar
                aria-hidden
                sx={{
                  width: 36,
                  height: 36,
                  bgcolor: right ? 'secondary.main' : 'primary.main',
                  fontSize: 16,
                }}
              >
                {names[speaker].charAt(0)}
              </Avatar>
              <Box sx={{ maxWidth: { xs: '80%', sm: '70%' } }}>
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{ display: 'block', px: 1, textAlign: right ? 'right' : 'left' }}
                >
                  {names[speaker]}
                </Typography>
                <Box
                  sx={{
                    px: 2,
                    py: 1.25,
                    borderRadius: 3,
                    borderBottomLeftRadius: right ? undefined : 4,
                    borderBottomRightRadius: right ? 4 : undefined,
                    bgcolor: right ? 'primary.main' : mutedFill,
                    color: right ? 'primary.contrastText' : 'text.primary',
                  }}
                >
                  {t(`extras.dialogue.${line}`)}
                </Box>
              </Box>
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
