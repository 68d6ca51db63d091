import { queryOptions, useQuery } from '@tanstack/react-query';
import { bearerClient } from '@/api/bearer-client';
import { collectPages } from '@/lib/lists/paging';
import { parseResponse } from '@/api/parse';
import { BID_PIPELINE } from '@/config/bids';
import { pagedSchema, TenderSchema } from '@/features/tenders/tender';
import { readableOffline } from '@/api/offline/readable-offline';
import { v } from '@/api/schema';
import { bidEndpoints } from '@/features/bids/logged-in/endpoints';
import { bidKeys } from '@/features/bids/logged-in/keys';
import { BidSchema } from '@/features/bids/model/schemas';

/** A Bid of the list, with its tender (the Tender of spec §3). */
export const PipelineBidSchema = v.looseObject({ ...BidSchema.entries, tender: TenderSchema });
export type PipelineBid = v.InferOutput<typeof PipelineBidSchema>;

const PipelinePageSchema = pagedSchema(PipelineBidSchema);

async function getPipelinePage(page: number, signal?: AbortSignal) {
  const response = await bearerClient.get(bidEndpoints.list, { params: { page }, signal });
  return parseResponse(PipelinePageSchema, response.data, bidEndpoints.list);
}

/** Every Bid of the user with its tender: all pages of `GET /bids/`, each Bid once. */
export function getPipeline(signal?: AbortSignal): Promise<PipelineBid[]> {
  return collectPages(
    (page) => getPipelinePage(page, signal),
    (bid) => bid.tenderId,
    BID_PIPELINE.maxPages,
  );
}

/**
 * Read fresh whenever the board opens: the sheet, another tab or a colleague may have moved a Bid. Readable
 * offline (issue #26): the board opened online opens offline too.
 */
export function pipelineQueryOptions() {
  return readableOffline(
    queryOptions({ queryKey: bidKeys.list(), queryFn: ({ signal }) => getPipeline(signal), staleTime: 0 }),
  );
}

export function usePipeline() {
  return useQuery(pipelineQueryOptions());
}
