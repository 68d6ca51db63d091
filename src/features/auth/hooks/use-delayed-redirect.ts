import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { TIMINGS } from '@/config/constants';

/** Goes to `to` after the spec's 3 s redirect delay; nothing while `to` is null. */
export function useDelayedRedirect(to: string | null) {
  const navigate = useNavigate();
  useEffect(() => {
    if (to === null) return;
    const timer = window.setTimeout(() => void navigate(to, { replace: true }), TIMINGS.redirectDelay);
    return () => window.clearTimeout(timer);
  }, [to, navigate]);
}
