import { toast, type Id, type ToastContent, type ToastOptions } from 'react-toastify/unstyled';

/**
 * Toasts through one door, so every call gets the container's defaults (top-right, 5000 ms,
 * set in app/providers.tsx). Pass `toastId` in options to keep a repeated message single.
 */
export const notify = {
  success: (message: ToastContent, options?: ToastOptions) => toast.success(message, options),
  info: (message: ToastContent, options?: ToastOptions) => toast.info(message, options),
  warning: (message: ToastContent, options?: ToastOptions) => toast.warning(message, options),
  error: (message: ToastContent, options?: ToastOptions) => toast.error(message, options),
  /** An info toast that stays until dismissed (for example while preferences are processed). */
  persistent: (message: ToastContent): Id => toast.info(message, { autoClose: false }),
  dismiss: (id?: Id) => toast.dismiss(id),
};
