import type { VitePWAOptions } from 'vite-plugin-pwa';

const THEME_COLOUR = '#1e3a8a';

/**
 * The installable app (issue #26, docs/decisions/installable-app-with-workbox.md): the web app manifest and
 * a Workbox service worker that precaches the build, so the app starts without a network. The app registers
 * it itself after the first paint (src/app/service-worker.ts), so nothing is inlined into index.html (CSP)
 * and the landing page waits for none of it. It never caches an API response: the data offline comes from
 * the persisted query cache (src/app/offline). `disable` when the simulated backend is on: MSW's worker then
 * owns the scope.
 */
export function pwaOptions({ disable }: { disable: boolean }): Partial<VitePWAOptions> {
  return {
    disable,
    registerType: 'prompt',
    injectRegister: false,
    strategies: 'generateSW',
    filename: 'sw.js',
    manifest: {
      id: '/',
      name: 'Tenderwijzer — overheidsopdrachten op maat',
      short_name: 'Tenderwijzer',
      description: 'Tenderwijzer vindt overheidsopdrachten die passen bij uw bedrijf, gematcht door AI.',
      lang: 'nl-BE',
      dir: 'ltr',
      start_url: '/tenders',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOUR,
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
      // Removed after the bundle is written when mocking is off (vite.config.ts dropMockWorker).
      globIgnores: ['mockServiceWorker.js'],
      navigateFallback: 'index.html',
      // The API and the mock server's tooling are never answered with the app's page.
      navigateFallbackDenylist: [/^\/api\//, /^\/__mock\//],
      cleanupOutdatedCaches: true,
      // No runtimeCaching: API answers stay out of Cache Storage (tokens ride on their requests).
    },
  };
}
