import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { OfflineNotice } from '@/components/frame/offline-notice';

/**
 * The content landmark of public pages (landing, auth, legal, payment results), below the offline notice. At
 * least a screen high, so the footer starts below the fold and never jumps when a page's code or data arrives.
 */
export function PublicMain({ children }: { children?: ReactNode }) {
  return (
    <>
      <OfflineNotice />
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        {children ?? <Outlet />}
      </main>
    </>
  );
}
