import { useTranslation } from '@/lib/i18n/use-translation';
import { PageTitle } from '@/components/ui/page-title';
import { ChatView } from '@/features/chat/components/chat-view';

/** /chat: conversations with the tutor (staff with experimental features). */
export function ChatPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('pages.chat')}</PageTitle>
      <ChatView />
    </>
  );
}
