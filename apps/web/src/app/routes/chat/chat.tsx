import { useTranslation } from 'react-i18next';
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
