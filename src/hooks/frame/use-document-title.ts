import { useEffect } from 'react';

/** Sets the tab title as '<page> | Tenderwijzer'. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} | Tenderwijzer` : 'Tenderwijzer';
  }, [title]);
}
