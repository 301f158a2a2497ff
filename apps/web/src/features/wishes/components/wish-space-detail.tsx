import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link as RouterLink } from '@/lib/router';
import { PageTitle } from '@/components/ui/page-title';
import { ApiError } from '@/lib/api-client';
import { useWishSpace } from '../api/get-wish-space';
import { UploadLinkCard } from './upload-link-card';
import { WishList } from './wish-list';

/** Raised to the wish space routes' error screen ('Wishspace Not Accessible'). */
export class WishSpaceNotAccessibleError extends Error {
  override readonly name = 'WishSpaceNotAccessibleError';
}

/** One wish space: its name, the guest upload link and every wish. */
export function WishSpaceDetailView({ id }: { id: number }) {
  const { t } = useTranslation('extras');
  const space = useWishSpace(id);

  if (space.isError && space.error instanceof ApiError && [403, 404].includes(space.error.status)) {
    // not there or not the user's: the same screen, so nobody learns which
    throw new WishSpaceNotAccessibleError('Wishspace Not Accessible', { cause: space.error });
  }
  const back = (
    <Button component={RouterLink} to="/wishspace" startIcon={<ArrowBackIcon />} sx={{ mb: 1, ml: -1 }}>
      {t('extras.wishes.back')}
    </Button>
  );
  if (space.isPending || space.isError) {
    return (
      <>
        {back}
        <PageTitle>{t('pages.wishSpace')}</PageTitle>
        {space.isPending ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
            <CircularProgress aria-label={t('extras.wishes.loading')} />
          </Box>
        ) : (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void space.refetch()}>
                {t('extras.retry')}
              </Button>
            }
          >
            {t('extras.wishes.loadOneFailed')}
          </Alert>
        )}
      </>
    );
  }
  return (
    <>
      {back}
      <PageTitle>{space.data.name}</PageTitle>
      <Stack spacing={2.5} sx={{ maxWidth: 800 }}>
        <UploadLinkCard space={space.data} />
        <WishList wishes={space.data.wishes} />
      </Stack>
    </>
  );
}
