import { ToastContainer } from 'react-toastify/unstyled';
import { TIMINGS } from '@/config/constants';

/** Top-right, closing after 5000 ms (spec §2 'Shared interface pieces'). */
export function AppToastContainer() {
  return <ToastContainer position="top-right" autoClose={TIMINGS.toastAutoClose} newestOnTop />;
}
