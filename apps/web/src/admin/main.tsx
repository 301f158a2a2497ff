import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MuiRoot } from '@/app/mui-root';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query-client';
import { AdminApp } from './admin-app';

const container = document.getElementById('root');
if (!container) throw new Error('admin.html lacks <div id="root">');

createRoot(container).render(
  <StrictMode>
    <AppProvider queryClient={createQueryClient()}>
      <MuiRoot>
        <AdminApp />
      </MuiRoot>
    </AppProvider>
  </StrictMode>,
);
