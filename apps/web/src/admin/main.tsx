// the palette's colours as CSS variables (build/palette-css.ts), for the plain-CSS components it shares
import 'virtual:palette.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MuiRoot } from '@/app/mui-root';
import { AppProvider } from '@/app/provider';
import { startApp } from '@/app/start-app';
import { loadStrings } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { AdminApp } from './admin-app';

const container = document.getElementById('root');
if (!container) throw new Error('admin.html lacks <div id="root">');

const queryClient = createQueryClient();
// the admin area's strings are the extras' (its tables and dialogs), in the starting language beside it
await Promise.all([startApp(queryClient), loadStrings(['extras'])]);

createRoot(container).render(
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <MuiRoot>
        <AdminApp />
      </MuiRoot>
    </AppProvider>
  </StrictMode>,
);
