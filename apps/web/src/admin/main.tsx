import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MuiRoot } from '@/app/mui-root';
import { AppProvider } from '@/app/provider';
import { startApp } from '@/app/start-app';
import { createQueryClient } from '@/lib/query-client';
import { AdminApp } from './admin-app';

const container = document.getElementById('root');
if (!container) throw new Error('admin.html lacks <div id="root">');

const queryClient = createQueryClient();
await startApp(queryClient);

createRoot(container).render(
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <MuiRoot>
        <AdminApp />
      </MuiRoot>
    </AppProvider>
  </StrictMode>,
);
