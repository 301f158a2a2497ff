import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MuiRoot } from '@/app/mui-root';
import { AppProvider } from '@/app/provider';
import { getWhoamiQueryOptions } from '@/features/auth/api/get-whoami';
import { loadStartingUiLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { AdminApp } from './admin-app';

const container = document.getElementById('root');
if (!container) throw new Error('admin.html lacks <div id="root">');

const queryClient = createQueryClient();
// who is there and the strings of the interface language, side by side (decision 024)
void queryClient.prefetchQuery(getWhoamiQueryOptions());
await loadStartingUiLanguage();

createRoot(container).render(
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <MuiRoot>
        <AdminApp />
      </MuiRoot>
    </AppProvider>
  </StrictMode>,
);
