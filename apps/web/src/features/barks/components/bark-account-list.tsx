import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BarkAccount } from '@reeprise/contract';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useBarkAccounts } from '../api/get-bark-accounts';
import { useBalanceFormat } from '../hooks/use-balance-format';

/** Only http and https links open; the server accepts nothing else, this is a second lock. */
function safeUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

function AccountCard({ account }: { account: BarkAccount }) {
  const { t } = useTranslation('extras');
  const formatBalance = useBalanceFormat();
  const url = safeUrl(account.top_up_payment_url);
  return (
    <Card component="article" variant="outlined" aria-label={account.name}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <AccountBalanceWalletIcon color="primary" />
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {account.name}
          </Typography>
        </Stack>
        <Typography color="text.secondary" variant="body2" sx={{ mt: 2 }}>
          {t('extras.barks.balance')}
        </Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
          {formatBalance(account.credits)}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          variant="contained"
          endIcon={<OpenInNewIcon />}
          disabled={!url}
          // a new tab that cannot reach back into this one
          onClick={() => url && window.open(url, '_blank', 'noopener,noreferrer')}
        >
          {t('extras.barks.topUp')}
        </Button>
        {!url && (
          <Typography variant="caption" color="text.secondary">
            {t('extras.barks.noTopUp')}
          </Typography>
        )}
      </CardActions>
    </Card>
  );
}

/** /bark_account: every account of the user with its balance and a top-up button. */
export function BarkAccountList() {
  const { t } = useTranslation('extras');
  const accounts = useBarkAccounts();
  if (accounts.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('extras.barks.loading')} />
      </Box>
    );
  }
  if (accounts.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void accounts.refetch()}>
            {t('extras.retry')}
          </Button>
        }
      >
        {t('extras.barks.loadFailed')}
      </Alert>
    );
  }
  if (accounts.data.length === 0) {
    return <Typography color="text.secondary">{t('extras.barks.noAccounts')}</Typography>;
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {accounts.data.map((account) => (
        <AccountCard key={account.id} account={account} />
      ))}
    </Box>
  );
}
