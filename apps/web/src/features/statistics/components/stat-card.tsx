import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import { useId } from 'react';
import { useNumberFormat } from '../hooks/use-number-format';

type Props = { label: string; value: number | undefined; icon: SvgIconComponent };

/** One figure with its label; a skeleton while the figure is on its way. */
export function StatCard({ label, value, icon: Icon }: Props) {
  const format = useNumberFormat();
  const labelId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={labelId} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <Icon color="primary" sx={{ mt: 0.75, fontSize: 32, opacity: 0.85 }} aria-hidden />
        <div>
          {value === undefined ? (
            <Skeleton variant="text" width={96} sx={{ fontSize: '2.4rem' }} data-testid="stat-skeleton" />
          ) : (
            <Typography component="p" sx={{ fontSize: '2.4rem', fontWeight: 800, lineHeight: 1.2 }}>
              {format(value)}
            </Typography>
          )}
          <Typography id={labelId} variant="body2" color="text.secondary">
            {label}
          </Typography>
        </div>
      </CardContent>
    </Card>
  );
}
