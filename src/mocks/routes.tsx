import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Routes that exist only with the simulated backend; nested under the public layout (relative path). */
export const mockRoutes: RouteObject[] = [
  {
    path: paths.mockCheckout.path.replace(/^\//, ''),
    lazy: async () => ({ Component: (await import('./pages/mock-checkout-page')).default }),
  },
];
