/**
 * The simulated Stripe checkout (mocking only): shows the plan and amount of `?session_id=…`, "Betalen"
 * marks the session paid and returns to /success like Stripe would, "Annuleren" goes to /cancel.
 * Its texts stay here on purpose: this page is test tooling and must not reach the production dictionary.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { z } from '@/lib/zod';
import { anonymousClient } from '@/api/anonymous-client';
import { parseResponse } from '@/api/parse';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { MOCK_CHECKOUT_ENDPOINTS } from '../handlers/payments';
import { formatEuro } from '../lib/format';

const TEXT = {
  title: 'Testbetaling (gesimuleerd)',
  intro: 'Dit is een gesimuleerde betaalpagina van de testomgeving. Er wordt geen echt geld aangerekend.',
  loading: 'Betaalsessie laden…',
  unknownSession: 'Deze betaalsessie bestaat niet of is verlopen.',
  backToPlans: 'Terug naar de plannen',
  plan: 'Plan',
  amount: 'Bedrag',
  account: 'Account',
  monthly: 'Premium – maandelijks',
  yearly: 'Premium – jaarlijks',
  perMonth: 'per maand',
  perYear: 'per jaar',
  alreadyPaid: 'Deze sessie is al betaald.',
  pay: 'Betalen',
  cancel: 'Annuleren',
  payFailed: 'Betalen is mislukt. Probeer het opnieuw.',
} as const;

const SessionSchema = z.object({
  sessionId: z.string(),
  subscriptionType: z.enum(['monthly', 'yearly']),
  amount: z.number(),
  email: z.nullable(z.string()),
  status: z.enum(['open', 'paid']),
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
