import type { RouteObject } from 'react-router-dom';
import { MOCK_CHECKOUT_PATH } from './config';

/** Routes that exist only with the simulated backend; nested under the public layout (relative path). */
export const mockRoutes: RouteObject[] = [
  {
    path: MOCK_CHECKOUT_PATH.replace(/^\//, ''),
    lazy: async () => ({ Component: (await import('./pages/mock-checkout-page')).default }),
  },
];
