import './styles/index.css';
import { tokenStorage } from '@/api/token-storage';
import { preloadPage } from '@/app/page-loaders';
import { showStartFailure } from '@/app/show-start-failure';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// The page's code is asked for beside React's, not once React has rendered: on a phone network that is a
// round trip less before the page can show anything or call the API.
preloadPage(window.location.pathname, tokenStorage.get() !== null);
import('@/app/start-app').then(({ startApp }) => startApp(root)).catch(() => showStartFailure(root));
