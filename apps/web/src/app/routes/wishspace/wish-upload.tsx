import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';

/** /wishspace/:wishSpaceId/upload: guests record a wish (outside the layout, no login). For now only its title; the page's own issue fills it in. */
export function WishUploadPage() {
  const { t } = useTranslation();
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 5 }}>
      <PageTitle>{t('pages.wishUpload')}</PageTitle>
    </Container>
  );
}
