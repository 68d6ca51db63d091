import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastHost } from '@/components/ui/toast-host';
import { useCrossTabSession } from '@/hooks/use-cross-tab-session';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useCrossTabSession(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastHost />
    </QueryClientProvider>
  );
}
