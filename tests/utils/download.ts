import ICAL from 'ical.js';
import { vi } from 'vitest';

export type CapturedDownload = { fileName: string; blob: Blob; url: string };

/**
 * Catches downloads made through a blob URL and `<a download>` (src/lib/download-file.ts): jsdom has no
 * object URLs and cannot navigate, so the URL functions are stubbed and the link's click is recorded.
 */
export function captureDownloads() {
  const downloads: CapturedDownload[] = [];
  const blobs = new Map<string, Blob>();
  const revoked: string[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(class extends URL {}, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:http://localhost/${blobs.size + 1}`;
        blobs.set(url, blob);
        return url;
      },
      revokeObjectURL: (url: string) => revoked.push(url),
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob && this.download) downloads.push({ fileName: this.download, blob, url: this.href });
  });
  return { downloads, revoked };
}

/** Reads a captured .ics download with ical.js: the calendar and its events. */
export async function parseIcs(download: CapturedDownload) {
  const text = await download.blob.text();
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  return { text, calendar, events };
}
