import { toast, type Id, type ToastContent, type ToastOptions } from 'react-toastify/unstyled';
import { requestToastHost } from './toast-host-request';

/**
 * Toasts through one door, so every call gets the container's defaults (top-right, 5000 ms,
 * set in toast-container.tsx, which loads with the first toast). Pass `toastId` in options to keep a repeated message single.
 */
function show(kind: typeof toast.info, message: ToastContent, options?: ToastOptions): Id {
  requestToastHost();
  return kind(message, options);
}

export const notify = {
  success: (message: ToastContent, options?: ToastOptions) => show(toast.success, message, options),
  info: (message: ToastContent, options?: ToastOptions) => show(toast.info, message, options),
  warning: (message: ToastContent, options?: ToastOptions) => show(toast.warning, message, options),
  error: (message: ToastContent, options?: ToastOptions) => show(toast.error, message, options),
  /** An info toast that stays until dismissed (for example while preferences are processed). */
  persistent: (message: ToastContent): Id => show(toast.info, message, { autoClose: false }),
  dismiss: (id?: Id) => toast.dismiss(id),
};
