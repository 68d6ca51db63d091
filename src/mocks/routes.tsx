import type { ExtraRoute } from '@/app/frame/routes';
import { lazy } from '@/lib/frame/lazy';
import { MOCK_CHECKOUT_PATH } from './config';

const MockCheckoutPage = lazy(() => import('./pages/mock-checkout-page'));

/** Routes that exist only with the simulated backend; nested under the public layout. */
export const mockRoutes: ExtraRoute[] = [{ path: MOCK_CHECKOUT_PATH, element: <MockCheckoutPage /> }];
