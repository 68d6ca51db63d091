/** Hosts of this machine, where the simulated backend's checkout page runs over plain http. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The server's checkout_url, unchanged, or null when the server's checkout_url is not one: only https
 * (or http on this machine, for the simulated backend); never javascript:, data: or a plain-http host
 * that could read or change the payment on the way. A relative URL is resolved against this page.
 */
export function safeCheckoutUrl(value: string | null | undefined, base: string = window.location.href): string | null {
  if (!value?.trim()) return null;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  const isSafe = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
  return isSafe ? value : null;
}
