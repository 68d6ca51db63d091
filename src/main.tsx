import '@fontsource-variable/inter';
import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { AppRoutes, type ExtraRoute } from '@/app/routes';

/** The simulated backend loads only when mocking is on; otherwise none of its code or data is bundled. */
async function loadMockBackend(): Promise<ExtraRoute[]> {
  if (!__API_MOCKING__) return [];
  const [{ startMockWorker }, { mockRoutes }] = await Promise.all([
    import('./mocks/browser'),
    import('./mocks/routes'),
  ]);
  await startMockWorker();
  return mockRoutes;
}

async function bootstrap() {
  const extraRoutes = await loadMockBackend();
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes extra={extraRoutes} />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}

void bootstrap();
