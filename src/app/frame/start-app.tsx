import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';
import { AppRoutes, type ExtraRoute } from './routes';

/** The simulated backend loads only when mocking is on; otherwise none of its code or data is bundled. */
async function loadMockBackend(): Promise<ExtraRoute[]> {
  if (!__API_MOCKING__) return [];
  const [{ startMockWorker }, { mockRoutes }] = await Promise.all([
    import('@/mocks/browser'),
    import('@/mocks/routes'),
  ]);
  await startMockWorker();
  return mockRoutes;
}

/** Renders the app into #root, once the simulated backend (when on) is listening. */
export async function startApp(root: HTMLElement): Promise<void> {
  const extraRoutes = await loadMockBackend();
  const reactRoot = createRoot(root);
  // As a transition, React renders the first screen in slices and lets the browser handle input between
  // them; at once, it was one long task on a mid-range phone (docs/decisions/066).
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <AppProviders>
          <BrowserRouter>
            <AppRoutes extra={extraRoutes} />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    ),
  );
}
