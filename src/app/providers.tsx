import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SignOutCacheReset } from '@/components/sign-out-cache-reset';
import { ToastHost } from '@/components/ui/toast-host';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SignOutCacheReset />
      {children}
      <ToastHost />
    </QueryClientProvider>
  );
}
