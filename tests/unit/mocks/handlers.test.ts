import { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@/api/early/endpoints';
import { handlers } from '@/mocks/handlers';
import { apiUrl, pattern } from '@/mocks/lib/http';

/** Every call of spec §7 with its method, as the app makes it. */
const CALLS: [string, string][] = [
  ['POST', endpoints.auth.login],
  ['POST', endpoints.auth.register],
  ['POST', endpoints.auth.refresh],
  ['GET', pattern(endpoints.auth.verifyEmail, ':uid', ':token')],
  ['POST', endpoints.auth.resendVerification],
  ['POST', endpoints.auth.register2fa],
  ['POST', endpoints.auth.passwordReset],
  ['GET', pattern(endpoints.auth.passwordResetValidate, ':uidb64', ':token')],
  ['POST', endpoints.auth.passwordResetConfirm],
  ['POST', endpoints.auth.emailChangeRequest],
  ['GET', pattern(endpoints.auth.emailChangeConfirm, ':uid', ':token')],
  ['GET', endpoints.users.me],
  ['PATCH', endpoints.users.me],
  ['GET', endpoints.users.preferences],
  ['PUT', endpoints.users.updatePreferences],
  ['GET', endpoints.users.completeness],
  ['GET', endpoints.users.processingStatus],
  ['GET', endpoints.tenders.matched],
  ['GET', endpoints.tenders.unsorted],
  ['GET', endpoints.tenders.saved],
  ['GET', endpoints.tenders.rejected],
  ['GET', endpoints.tenders.past],
  ['GET', pattern(endpoints.tenders.info, ':id')],
  ['POST', pattern(endpoints.tenders.interact, ':id')],
  ['GET', pattern(endpoints.tenders.chatHistory, ':id')],
  ['POST', pattern(endpoints.tenders.chat, ':id')],
  ['GET', endpoints.tenders.newCount],
  ['GET', endpoints.tenders.activeCount],
  ['GET', endpoints.tenders.fieldCount],
  ['GET', endpoints.tenders.yearlyFieldCount],
  ['POST', endpoints.payments.checkout],
  ['POST', endpoints.payments.cancel],
  ['POST', endpoints.payments.reactivate],
  ['GET', endpoints.payments.status],
  ['GET', endpoints.payments.success],
  ['GET', endpoints.faqs],
];

describe('handlers', () => {
  it('cover every call of spec §7 at ${API_URL}/<path>, trailing slash included', () => {
    const registered = handlers
      .filter((handler): handler is HttpHandler => handler instanceof HttpHandler)
      .map((handler) => `${String(handler.info.method)} ${String(handler.info.path)}`);
    for (const [method, path] of CALLS) {
      expect(registered).toContain(`${method} ${apiUrl(path)}`);
    }
    // `/api` in the DOM project, an absolute URL in the node project (vite.config.ts).
    expect(apiUrl(endpoints.tenders.matched)).toMatch(/^(http:\/\/localhost:3000)?\/api\/matched-tenders\/$/);
  });
});
