import { useTranslation } from '@/lib/i18n/use-translation';
import { PageTitle } from '@/components/ui/page-title';
import { BarkAccountList } from '@/features/barks/components/bark-account-list';

/** /bark_account: the user's bark accounts with balance and top up (spec §2). */
export function BarkAccountPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('pages.barkAccount')}</PageTitle>
      <BarkAccountList />
    </>
  );
}
