// @ts-check
// `npm run mock-api`: serves the production build (`npm run build`, mocking off) together with the simulated
// backend, the same MSW handlers and stateful database as in the browser, at /api on one loopback origin.
// Runs the built app without a backend: `npm run build && npm run mock-api`, then open http://127.0.0.1:4174.
// PORT (4174), HOST (127.0.0.1) and MOCK_API_DIST (dist) change where it listens and what it serves.
// CORS_ORIGINS (comma-separated origins) lets an app served elsewhere call its API, as in production, where
// the API has an origin of its own: build with `VITE_API_URL=http://127.0.0.1:4175/api`, then run
// `PORT=4175 CORS_ORIGINS=http://127.0.0.1:4174 npm run mock-api` (the API) beside `npm run mock-api` (the app).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadMockApi } from './lib/load-mock-api.mjs';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const port = Number(process.env.PORT ?? 4174);
const host = process.env.HOST ?? '127.0.0.1';
const distDir = path.resolve(ROOT, process.env.MOCK_API_DIST ?? 'dist');
const corsOrigins = (process.env.CORS_ORIGINS ?? '')
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);

if (!existsSync(path.join(distDir, 'index.html'))) {
  process.stderr.write(`No build in ${distDir}: run \`npm run build\` first (or set MOCK_API_DIST).\n`);
  process.exit(1);
}

const { createMockApiServer } = await loadMockApi(ROOT);
const server = createMockApiServer({ distDir, isAllowedOrigin: (origin) => corsOrigins.includes(origin) });
server.on('error', (error) => {
  process.stderr.write(`mock API: ${error.message}\n`);
  process.exit(1);
});
server.listen(port, host, () => {
  process.stdout.write(
    `Tenderwijzer with the simulated backend: http://${host}:${port}/ (build: ${path.relative(ROOT, distDir) || '.'}, API: /api)\n` +
      'Demo account: demo@tenderwijzer.be / Tenderwijzer2026! — state lives in memory until you stop the server (Ctrl+C).\n',
  );
});
