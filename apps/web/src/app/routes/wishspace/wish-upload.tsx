import Container from '@mui/material/Container';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useParams, useSearchParams } from '@/lib/router';
import { PageTitle } from '@/components/ui/page-title';
import {
  MissingTokenScreen,
  UploadNotAccessibleError,
  WishUploadView,
} from '@/features/wishes/components/wish-upload-view';

/** /wishspace/:wishSpaceId/upload?token=…: guests record a wish (outside the layout, no login). */
export function WishUploadPage() {
  const { t } = useTranslation();
  const { wishSpaceId } = useParams();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const spaceId = Number(wishSpaceId);
  if (token && !(Number.isSafeInteger(spaceId) && spaceId > 0)) {
    throw new UploadNotAccessibleError(`bad wish space id ${wishSpaceId}`);
  }
  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 3, sm: 6 } }}>
      {token ? (
        <>
          <PageTitle>{t('pages.wishUpload')}</PageTitle>
          <WishUploadView spaceId={spaceId} token={token} />
        </>
      ) : (
        <MissingTokenScreen />
      )}
    </Container>
  );
}
