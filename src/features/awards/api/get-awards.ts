import { bearerClient } from '@/api/bearer-client';
import { errorStatus } from '@/api/errors';
import { parseResponse } from '@/api/parse';
import { awardEndpoints } from './endpoints';
import { AwardsSchema, type Awards } from './schemas';

/**
 * What `GET /tenders/{id}/awards/` said: the awards; `locked`, the API has the extension but the user lacks full
 * access (403); `absent`, an API without it (404), where nothing of the awards shows.
 */
export type AwardsAnswer = { kind: 'available'; awards: Awards } | { kind: 'locked' } | { kind: 'absent' };

const kindOf: Record<number, 'locked' | 'absent'> = { 403: 'locked', 404: 'absent' };

export async function getAwards(tenderId: number, signal?: AbortSignal): Promise<AwardsAnswer> {
  const endpoint = awardEndpoints.ofTender(tenderId);
  try {
    const response = await bearerClient.get(endpoint, { signal });
    return { kind: 'available', awards: parseResponse(AwardsSchema, response.data, endpoint) };
  } catch (error) {
    const kind = kindOf[errorStatus(error) ?? 0];
    if (kind) return { kind };
    throw error;
  }
}
