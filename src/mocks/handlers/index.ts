import { authHandlers } from './auth';
import { awardsHandlers } from './awards';
import { bidsHandlers } from './bids';
import { chatHandlers } from './chat';
import { countersHandlers } from './counters';
import { preferencesHandlers } from './preferences';
import { faqsHandlers } from './faqs';
import { paymentsHandlers } from './payments';
import { tendersHandlers } from './tenders';
import { usersHandlers } from './users';

/** Every endpoint of the simulated API. */
export const handlers = [
  ...authHandlers,
  ...usersHandlers,
  ...preferencesHandlers,
  ...tendersHandlers,
  ...chatHandlers,
  ...countersHandlers,
  ...paymentsHandlers,
  ...faqsHandlers,
  ...bidsHandlers,
  ...awardsHandlers,
];
