import { Outlet } from 'react-router-dom';

/** The content landmark of public pages (landing, auth, legal, payment results). */
export function PublicMain() {
  return (
    <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
      <Outlet />
    </main>
  );
}
