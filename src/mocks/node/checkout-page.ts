/**
 * The simulated Stripe checkout for a build without mocking (`npm run mock-api`): that build has no
 * `/mock-checkout` route, so the server answers the `checkout_url` the simulated API hands out with a small
 * HTML page of its own. It shows the session like the mocked SPA's page does; its buttons post a form (no
 * script), "Betalen" marks the session paid through the same mock endpoint and sends the buyer to
 * /success?session_id=…, "Annuleren" to /cancel, as Stripe would.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';
import { paths } from '@/config/paths';
import { MOCK_CHECKOUT_ENDPOINTS } from '../handlers/payments';
import { formatEuro } from '../lib/format';
import { apiUrl } from '../lib/http';
import { MOCK_CHECKOUT_TEXT as TEXT } from '../pages/mock-checkout-text';

type Session = { subscriptionType: 'monthly' | 'yearly'; amount: number; email: string | null; status: string };

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(body: string): string {
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${TEXT.title}</title>
<style>
body { font-family: system-ui, sans-serif; color: #0f172a; background: #f8fafc; margin: 0; }
main { max-width: 32rem; margin: 3rem auto; padding: 1.5rem; background: #fff; border: 1px solid #e2e8f0; border-radius: 0.75rem; }
h1 { color: #1e3a8a; font-size: 1.5rem; margin-top: 0; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1.5rem; }
dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
button { font: inherit; font-weight: 600; padding: 0.6rem 1.2rem; border-radius: 0.5rem; border: 2px solid #1d4ed8; cursor: pointer; }
button[value="pay"] { background: #1d4ed8; color: #fff; }
button[value="cancel"] { background: #fff; color: #1d4ed8; margin-left: 0.75rem; }
.error { color: #b91c1c; }
</style>
</head>
<body>
<main>
<h1>${TEXT.title}</h1>
<p>${TEXT.intro}</p>
${body}
</main>
</body>
</html>
`;
}

function sessionPage(sessionId: string, session: Session, failed: boolean): string {
  const per = session.subscriptionType === 'yearly' ? TEXT.perYear : TEXT.perMonth;
  return page(`<dl>
<dt>${TEXT.plan}</dt><dd>${TEXT[session.subscriptionType]}</dd>
<dt>${TEXT.amount}</dt><dd>${escapeHtml(formatEuro(session.amount))} ${per}</dd>
${session.email ? `<dt>${TEXT.account}</dt><dd>${escapeHtml(session.email)}</dd>` : ''}
</dl>
${session.status === 'paid' ? `<p>${TEXT.alreadyPaid}</p>` : ''}
${failed ? `<p role="alert" class="error">${TEXT.payFailed}</p>` : ''}
<form method="post">
<input type="hidden" name="session_id" value="${escapeHtml(sessionId)}">
<button type="submit" name="action" value="pay">${TEXT.pay}</button>
<button type="submit" name="action" value="cancel">${TEXT.cancel}</button>
</form>`);
}

const unknownSessionPage = () =>
  page(`<p role="alert" class="error">${TEXT.unknownSession}</p>
<p><a href="${paths.selectPlan.getHref()}">${TEXT.backToPlans}</a></p>`);

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function send(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(html);
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { Location: location }).end();
}

/** GET shows the session of `?session_id=…`; POST (the form) pays or cancels. */
export function createCheckoutPage(handlers: RequestHandler[]) {
  /** Asks the simulated API in process, as the mocked SPA's page asks it over HTTP. */
  const callApi = (origin: string, path: string, init?: RequestInit) =>
    getResponse(handlers, new Request(new URL(path, origin), init), { baseUrl: origin });

  async function findSession(origin: string, sessionId: string): Promise<Session | null> {
    if (!sessionId) return null;
    const query = new URLSearchParams({ session_id: sessionId });
    const response = await callApi(origin, `${apiUrl(MOCK_CHECKOUT_ENDPOINTS.session)}?${query}`);
    return response?.ok ? ((await response.json()) as Session) : null;
  }

  return async function checkoutPage(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const origin = `http://${req.headers.host ?? 'localhost'}`;
    if (req.method === 'POST') {
      const form = await readForm(req);
      const sessionId = form.get('session_id') ?? '';
      if (form.get('action') === 'cancel') return redirect(res, paths.cancel.getHref());
      const paid = await callApi(origin, apiUrl(MOCK_CHECKOUT_ENDPOINTS.complete), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ session_id: sessionId }),
      });
      if (paid?.ok) return redirect(res, paths.success.getHref(sessionId));
      const session = await findSession(origin, sessionId);
      return send(res, session ? 502 : 404, session ? sessionPage(sessionId, session, true) : unknownSessionPage());
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, POST' }).end();
      return;
    }
    const sessionId = new URL(req.url ?? '/', origin).searchParams.get('session_id') ?? '';
    const session = await findSession(origin, sessionId);
    send(res, session ? 200 : 404, session ? sessionPage(sessionId, session, false) : unknownSessionPage());
  };
}
