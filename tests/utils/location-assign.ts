import { afterEach, beforeEach, vi, type Mock } from 'vitest';

/**
 * Replaces `window.location.assign` with a spy for each test of the calling file (jsdom's location
 * cannot be spied on in place, so a copy with a spy stands in). Read the spy through the getter.
 */
export function stubLocationAssign(): () => Mock {
  let assign: Mock = vi.fn();
  beforeEach(() => {
    assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return () => assign;
}
