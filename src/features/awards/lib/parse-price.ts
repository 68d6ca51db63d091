/** A typed price in whole euros: '120000', '120.000' or '€ 120.000,50' (cents dropped); null when empty or no amount. */
export function parsePrice(text: string): number | null {
  const whole = text.replace(/[€\s]/g, '').split(',')[0] ?? '';
  if (!/^\d{1,3}(\.\d{3})*$|^\d+$/.test(whole)) return null;
  return Number(whole.replace(/\./g, ''));
}
