import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * What every page needs around it except the router (tests bring a memory router). MUI's theme and
 * baseline come with `WithMui`, so the landing page loads none of MUI; the notices come with the
 * logged-in shell, or with `WithMui` on screens outside it (decision 021).
 */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
