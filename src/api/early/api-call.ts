/** A GET of spec §7: the endpoint as `endpoints` writes it, and its query in the order the client sends it. */
export type ApiCall = { endpoint: string; params: Record<string, string | number> };

/** A GET without a query. */
export const callOf = (endpoint: string): ApiCall => ({ endpoint, params: {} });
