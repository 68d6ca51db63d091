import './styles/index.css';
import { tokenStorage } from '@/api/early/token-storage';
import { preloadRoute } from '@/app/route-table';
import { showStartFailure } from '@/app/show-start-failure';
import { startEarlyCalls } from '@/app/start-early-calls';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// The simulated backend in the browser answers only once the app has started it.
if (!__API_MOCKING__) startEarlyCalls(window.location);
// The page's code is asked for beside React's, not once React has rendered: on a phone network that is a
// round trip less before the page can show anything or call the API.
preloadRoute(window.location.pathname, tokenStorage.get() !== null);
import('@/app/frame/start-app').then(({ startApp }) => startApp(root)).catch(() => showStartFailure(root));
