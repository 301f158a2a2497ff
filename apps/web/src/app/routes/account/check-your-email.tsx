import Stack from '@mui/material/Stack';
import { useTranslation } from '@/lib/i18n/use-translation';
import { PageTitle } from '@/components/ui/page-title';
import { CheckEmailCard, NewNameCard } from '@/features/check-your-email/components/check-your-email';

/** /check_your_email: the static check-your-email page with the new-name card (spec §2). */
export function CheckYourEmailPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('pages.checkYourEmail')}</PageTitle>
      <Stack spacing={2.5} sx={{ maxWidth: 640 }}>
        <CheckEmailCard />
        <NewNameCard />
      </Stack>
    </>
  );
}
