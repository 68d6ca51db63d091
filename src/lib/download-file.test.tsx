import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '@tests/utils/download';
import { downloadFile } from './download-file';

describe('downloadFile', () => {
  afterEach(() => vi.useRealTimers());

  it('clicks a hidden download link to a blob URL, removes the link and revokes the URL afterwards', async () => {
    vi.useFakeTimers();
    const { downloads, revoked } = captureDownloads();
    downloadFile('agenda.ics', 'BEGIN:VCALENDAR', 'text/calendar;charset=utf-8');

    const [download] = downloads;
    expect(download?.fileName).toBe('agenda.ics');
    expect(download?.blob.type).toBe('text/calendar;charset=utf-8');
    expect(await download?.blob.text()).toBe('BEGIN:VCALENDAR');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoked).toEqual([]);

    vi.advanceTimersByTime(10_000);
    expect(revoked).toEqual([download?.url]);
  });
});
