import { http, HttpResponse } from 'msw';
import { env } from '@/config/env';
import { server } from '@/mocks/server';

/**
 * An API without the optional Bids extension: every bids call answers 404. Returns the paths asked, so a test
 * can wait until the probe has been answered (and nothing came of it).
 */
export function withoutBidsExtension(): string[] {
  const asked: string[] = [];
  server.use(
    http.all(`${env.API_URL}/bids/*`, ({ request }) => {
      asked.push(new URL(request.url).pathname);
      return HttpResponse.json({ detail: 'Niet gevonden.' }, { status: 404 });
    }),
  );
  return asked;
}
