/**
 * True for a base64 PNG data URL, the only image source the 2FA setup shows: a remote URL would tell
 * another site who sets up 2FA, and an SVG could carry script.
 */
export function isPngDataUrl(value: string): boolean {
  return /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/.test(value);
}
