import { Suspense, useEffect, useRef, useState } from 'react';
import { lazy } from '@/lib/frame/lazy';
import type { DialogProps } from './dialog';
import { loadDialog } from '@/lib/lazy-dialog-loader';

const Dialog = lazy(() => loadDialog().then((module) => ({ default: module.Dialog })));

/**
 * `Dialog` for a window most visits never open (a confirmation, a notice): its code, Headless UI
 * included, is fetched the first time it opens. Once opened it stays mounted, so it can play its
 * closing transition. No fallback: nothing is shown while it loads, and nothing in the page moves.
 */
export function LazyDialog(props: DialogProps) {
  const { open } = props;
  const [wasOpened, setWasOpened] = useState(open);
  const opener = useRef<HTMLElement | null>(null);
  if (open && !wasOpened) setWasOpened(true);

  // Headless UI returns focus to an element it saw focused, and its code may load after the click that
  // opened this dialog: remember what had focus and give it back on closing.
  useEffect(() => {
    if (open) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      return;
    }
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) target.focus();
  }, [open]);

  if (!wasOpened) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
