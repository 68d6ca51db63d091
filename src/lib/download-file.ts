// Long enough for every browser to have read the blob; the URL is dropped after it, not kept for the session.
const REVOKE_AFTER_MS = 10_000;

/** Saves text as a file through a blob URL and `<a download>` (no server round trip, no CSP change needed). */
export function downloadFile(fileName: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
