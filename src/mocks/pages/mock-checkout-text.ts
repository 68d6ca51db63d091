/** The simulated Stripe checkout's texts: the mocked SPA's page and the mock API's page in Node (`npm run mock-api`). */
export const MOCK_CHECKOUT_TEXT = {
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
