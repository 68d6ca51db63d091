import type { Id, toast, ToastContent, ToastOptions } from 'react-toastify/unstyled';
import { requestToastHost } from '@/lib/frame/toast-host-request';

type Toastify = { toast: typeof toast };
type Kind = 'success' | 'info' | 'warning' | 'error';

// react-toastify loads with the first toast, like its container (toast-host.tsx), so a page that shows
// none never fetches it. Calls made meanwhile run in order once it is there; if it cannot be fetched
// (offline), that toast is dropped and the next one tries again.
let toastify: Promise<Toastify> | undefined;
function loadToastify(): Promise<Toastify> {
  toastify ??= import('react-toastify/unstyled').catch((error: unknown) => {
    toastify = undefined;
    throw error;
  });
  return toastify;
}

let persistentCount = 0;

function show(kind: Kind, message: ToastContent, options?: ToastOptions) {
  requestToastHost();
  loadToastify()
    .then(({ toast }) => toast[kind](message, options))
    .catch(() => undefined);
}

/**
 * Toasts through one door, so every call gets the container's defaults (top-right, 5000 ms,
 * set in toast-container.tsx, which loads with the first toast). Pass `toastId` in options to keep a repeated message single.
 */
export const notify = {
  success: (message: ToastContent, options?: ToastOptions) => show('success', message, options),
  info: (message: ToastContent, options?: ToastOptions) => show('info', message, options),
  warning: (message: ToastContent, options?: ToastOptions) => show('warning', message, options),
  error: (message: ToastContent, options?: ToastOptions) => show('error', message, options),
  /** An info toast that stays until dismissed (for example while preferences are processed); returns its id. */
  persistent: (message: ToastContent): Id => {
    persistentCount += 1;
    const toastId = `persistent-${persistentCount}`;
    show('info', message, { autoClose: false, toastId });
    return toastId;
  },
  /** Before the first toast there is nothing to dismiss, and no reason to load react-toastify. */
  dismiss: (id?: Id) => {
    toastify?.then(({ toast }) => toast.dismiss(id)).catch(() => undefined);
  },
};

/**
 * Tests share this module (vite.config.ts `isolate: false`): toasts asked for after a test's tree unmounted
 * are dropped (with no container mounted, react-toastify drops what waits in its queue), and persistent ids
 * count from the start again. react-toastify itself stays loaded, as every module does.
 */
export function resetToastsForTests() {
  notify.dismiss();
  persistentCount = 0;
}
