import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { CODE_RETRY_AFTER_RECONNECT } from '@/config/constants';
import { lazy, loadWhenOnline } from './lazy';

const chunkFailure = () => new TypeError('Failed to fetch dynamically imported module: /assets/page-x.js');

function setOnline(online: boolean) {
  vi.spyOn(Navigator.prototype, 'onLine', 'get').mockReturnValue(online);
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p>Foutpagina</p> : this.props.children;
  }
}

test('code that could not be fetched offline is fetched again once online: the loading state stays meanwhile', async () => {
  setOnline(false);
  const load = vi
    .fn<() => Promise<{ default: () => ReactNode }>>()
    .mockRejectedValueOnce(chunkFailure())
    .mockResolvedValueOnce({ default: () => <h1>Feed</h1> });
  const Page = lazy(load);
  render(
    <Boundary>
      <Suspense fallback={<p>Laden…</p>}>
        <Page />
      </Suspense>
    </Boundary>,
  );

  await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  expect(screen.getByText('Laden…')).toBeInTheDocument();
  expect(screen.queryByText('Foutpagina')).not.toBeInTheDocument();

  setOnline(true);
  act(() => void window.dispatchEvent(new Event('online')));
  expect(await screen.findByRole('heading', { name: 'Feed' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

test('code missing while online (a deploy replaced it) fails at once, so the error page offers a reload', async () => {
  setOnline(true);
  const load = vi.fn().mockRejectedValue(chunkFailure());
  await expect(loadWhenOnline(load)).rejects.toThrow('Failed to fetch dynamically imported module');
  expect(load).toHaveBeenCalledTimes(1);
});

test('an error other than fetching code fails at once, also offline', async () => {
  setOnline(false);
  const load = vi.fn().mockRejectedValue(new Error('boom'));
  await expect(loadWhenOnline(load)).rejects.toThrow('boom');
  expect(load).toHaveBeenCalledTimes(1);
});

test('right after the connection comes back, a failure is tried again a second later: the network can lag', async () => {
  vi.useFakeTimers();
  setOnline(false);
  const load = vi
    .fn<() => Promise<string>>()
    .mockRejectedValueOnce(chunkFailure())
    .mockRejectedValueOnce(chunkFailure())
    .mockResolvedValueOnce('code');
  const loaded = loadWhenOnline(load);
  await vi.advanceTimersByTimeAsync(0);
  expect(load).toHaveBeenCalledTimes(1);

  setOnline(true);
  window.dispatchEvent(new Event('online'));
  await vi.advanceTimersByTimeAsync(0);
  expect(load).toHaveBeenCalledTimes(2);
  await vi.advanceTimersByTimeAsync(CODE_RETRY_AFTER_RECONNECT.delay - 1);
  expect(load).toHaveBeenCalledTimes(2);
  await vi.advanceTimersByTimeAsync(1);
  await expect(loaded).resolves.toBe('code');
  expect(load).toHaveBeenCalledTimes(3);
});

test('code that still fails once online, after the last retry, is the caller’s', async () => {
  vi.useFakeTimers();
  setOnline(false);
  const load = vi.fn().mockRejectedValue(chunkFailure());
  const loaded = loadWhenOnline(load);
  const failed = expect(loaded).rejects.toThrow('Failed to fetch dynamically imported module');
  await vi.advanceTimersByTimeAsync(0);
  setOnline(true);
  window.dispatchEvent(new Event('online'));
  await vi.advanceTimersByTimeAsync(CODE_RETRY_AFTER_RECONNECT.attempts * CODE_RETRY_AFTER_RECONNECT.delay);
  await failed;
  // Offline, once back online, then each retry.
  expect(load).toHaveBeenCalledTimes(2 + CODE_RETRY_AFTER_RECONNECT.attempts);
});

test('a fetch that began offline and failed just after the connection came back is tried again', async () => {
  vi.useFakeTimers();
  setOnline(false);
  let fail: (error: Error) => void = () => {};
  const load = vi
    .fn<() => Promise<string>>()
    .mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)))
    .mockResolvedValueOnce('code');
  const loaded = loadWhenOnline(load);
  setOnline(true);
  fail(chunkFailure());
  await vi.advanceTimersByTimeAsync(CODE_RETRY_AFTER_RECONNECT.delay);
  await expect(loaded).resolves.toBe('code');
  expect(load).toHaveBeenCalledTimes(2);
});

test('back online, code that fails again asks for a new document when the caller can reload, and waits', async () => {
  vi.useFakeTimers();
  setOnline(false);
  const onRefused = vi.fn();
  const load = vi.fn().mockRejectedValue(chunkFailure());
  const loaded = vi.fn();
  void loadWhenOnline(load, onRefused).then(loaded, loaded);
  await vi.advanceTimersByTimeAsync(0);
  setOnline(true);
  window.dispatchEvent(new Event('online'));
  await vi.advanceTimersByTimeAsync(0);
  expect(onRefused).toHaveBeenCalledTimes(1);
  // No retry in this document: Chromium would refuse the module the same way.
  await vi.advanceTimersByTimeAsync(CODE_RETRY_AFTER_RECONNECT.attempts * CODE_RETRY_AFTER_RECONNECT.delay);
  expect(load).toHaveBeenCalledTimes(2);
  expect(loaded).not.toHaveBeenCalled();
});
