/**
 * Bench only (the mock API's `/__mock/synthesize`, docs/decisions/084-bench-method.md): copies of the real
 * notices under new ids, so a feed can hold a thousand tenders. The seeded data never contains them.
 */
import type { TenderRow } from '../db-types';
import { isAvailable } from './status';

/** A topic's id is tenderId × 100 + its tab place (see topics.ts); a copy keeps the place under its own id. */
const TOPIC_ID_FACTOR = 100;

function copyOf(tender: TenderRow, id: number): TenderRow {
  return {
    ...tender,
    id,
    topics: tender.topics.map((topic) => ({ ...topic, id: id * TOPIC_ID_FACTOR + (topic.id % TOPIC_ID_FACTOR) })),
  };
}

/**
 * The real tenders followed by copies of the ones still open to bid on (in turn, ids after the highest
 * real id) until `available` tenders are open or undated on `now`'s day. With fewer than that already
 * available, or none to copy, the real tenders come back unchanged.
 */
export function withSyntheticTenders(real: readonly TenderRow[], available: number, now: Date): TenderRow[] {
  const sources = real.filter((tender) => isAvailable(tender, now));
  const missing = available - sources.length;
  if (missing <= 0 || sources.length === 0) return [...real];
  const firstId = Math.max(...real.map((tender) => tender.id)) + 1;
  const copies: TenderRow[] = [];
  for (let index = 0; index < missing; index += 1) {
    const source = sources[index % sources.length];
    if (source) copies.push(copyOf(source, firstId + index));
  }
  return [...real, ...copies];
}
