/**
 * The simulated Stripe checkout (mocking only): shows the plan and amount of `?session_id=…`, "Betalen"
 * marks the session paid and returns to /success like Stripe would, "Annuleren" goes to /cancel.
 * Its texts (shared with the mock API's checkout page in Node) stay out of the production dictionary on purpose:
 * this page is test tooling.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { v } from '@/api/schema';
import { anonymousClient } from '@/api/anonymous-client';
import { parseResponse } from '@/api/parse';
import { Button } from '@/components/ui/controls/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/frame/use-document-title';
import { MOCK_CHECKOUT_ENDPOINTS } from '../handlers/payments';
import { formatEuro } from '../lib/format';
import { MOCK_CHECKOUT_TEXT as TEXT } from './mock-checkout-text';

const SessionSchema = v.object({
  sessionId: v.string(),
  subscriptionType: v.picklist(['monthly', 'yearly']),
  amount: v.number(),
  email: v.nullable(v.string()),
  status: v.picklist(['open', 'paid']),
});

function useCheckoutSession(sessionId: string) {
  return useQuery({
    queryKey: ['mock-checkout', sessionId],
    queryFn: async () => {
      const response = await anonymousClient.get(MOCK_CHECKOUT_ENDPOINTS.session, {
        params: { session_id: sessionId },
      });
      return parseResponse(SessionSchema, response.data, MOCK_CHECKOUT_ENDPOINTS.session);
    },
    enabled: sessionId !== '',
    retry: false,
  });
}

export default function MockCheckoutPage() {
  useDocumentTitle(TEXT.title);
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id') ?? '';
  const session = useCheckoutSession(sessionId);
  const pay = useMutation({
    mutationFn: () => anonymousClient.post(MOCK_CHECKOUT_ENDPOINTS.complete, { session_id: sessionId }),
    // A full page load, as when Stripe sends the buyer back to the success URL.
    onSuccess: () => window.location.assign(paths.success.getHref(sessionId)),
  });

  return (
    <section aria-labelledby="mock-checkout-title" className="mx-auto max-w-lg px-4 py-12">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 id="mock-checkout-title" className="text-2xl font-bold text-blue-900">
          {TEXT.title}
        </h1>
        <p className="mt-2 text-slate-600">{TEXT.intro}</p>

        {session.isPending && sessionId !== '' && (
          <p role="status" className="mt-6 text-slate-600">
            {TEXT.loading}
          </p>
        )}

        {(sessionId === '' || session.isError) && (
          <div className="mt-6">
            <p role="alert" className="text-red-700">
              {TEXT.unknownSession}
            </p>
            <a href={paths.selectPlan.getHref()} className="mt-4 inline-block font-semibold text-blue-700 underline">
              {TEXT.backToPlans}
            </a>
          </div>
        )}

        {session.data && (
          <>
            <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
              <dt className="font-semibold text-slate-700">{TEXT.plan}</dt>
              <dd>{TEXT[session.data.subscriptionType]}</dd>
              <dt className="font-semibold text-slate-700">{TEXT.amount}</dt>
              <dd>
                {formatEuro(session.data.amount)}{' '}
                {session.data.subscriptionType === 'yearly' ? TEXT.perYear : TEXT.perMonth}
              </dd>
              {session.data.email && (
                <>
                  <dt className="font-semibold text-slate-700">{TEXT.account}</dt>
                  <dd className="break-all">{session.data.email}</dd>
                </>
              )}
            </dl>
            {session.data.status === 'paid' && <p className="mt-4 text-emerald-700">{TEXT.alreadyPaid}</p>}
            {pay.isError && (
              <p role="alert" className="mt-4 text-red-700">
                {TEXT.payFailed}
              </p>
            )}
            <div className="mt-8 flex flex-wrap gap-3">
              <Button onClick={() => pay.mutate()} isLoading={pay.isPending || pay.isSuccess}>
                {TEXT.pay}
              </Button>
              <Button variant="outlined" onClick={() => window.location.assign(paths.cancel.getHref())}>
                {TEXT.cancel}
              </Button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
