import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { tokenStorage } from '@/api/early/token-storage';
import { paths } from '@/config/paths';
import { useSession } from '@/hooks/frame/use-session';

/**
 * Pages that need login send a visitor to /login, remembering where they were (clarifications); right
 * after 'Uitloggen' they send the user home instead.
 */
export function RequireAuth() {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  if (!isAuthenticated) {
    const to =
      tokenStorage.lastClearReason() === 'logout'
        ? paths.home.getHref()
        : paths.login.getHref(`${location.pathname}${location.search}`);
    return <Navigate to={to} replace />;
  }
  return <Outlet />;
}
