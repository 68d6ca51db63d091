/**
 * The configuration contract (README): parsed once, failing loudly on a bad value. Checked by hand
 * rather than with valibot because every page, the landing page included, reads it at start-up.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function read(name: 'VITE_API_URL' | 'VITE_CONTACT_EMAIL' | 'VITE_CONTACT_PHONE', fallback: string): string {
  const value = import.meta.env[name];
  return typeof value === 'string' && value.trim() ? value.trim() : fallback;
}

const contactEmail = read('VITE_CONTACT_EMAIL', 'info@tenderwijzer.be');
if (!EMAIL.test(contactEmail)) {
  throw new Error(`Invalid environment configuration:\n- VITE_CONTACT_EMAIL: not an email address`);
}

export const env = {
  /** Base URL without a trailing slash; every call goes to `${API_URL}/<path>`. */
  API_URL: read('VITE_API_URL', '/api').replace(/\/+$/, ''),
  CONTACT_EMAIL: contactEmail,
  CONTACT_PHONE: read('VITE_CONTACT_PHONE', '+32 9 296 40 40'),
} as const;
