/** Optional extension 'Awards' (docs/api-contract.md): similar contracts awarded before, from real TED results. */
import { awardEndpoints } from '@/features/awards/api/endpoints';
import { withFullAccess } from '../auth';
import { awardsAnswer } from '../awards/ranking';
import { json, notFound, pattern, route } from '../lib/http';
import { findTender } from '../tenders/feeds';

const ofTender = route(
  'get',
  pattern(awardEndpoints.ofTender, ':tenderId'),
  withFullAccess(({ params }) => {
    const tender = findTender(params.tenderId);
    return tender ? json(awardsAnswer(tender)) : notFound();
  }),
);

export const awardsHandlers = [ofTender];
