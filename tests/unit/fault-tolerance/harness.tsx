import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMEOUTS } from '@/config/constants';
import { env } from '@/config/env';
import { server } from '@/mocks/server';

/** The five ways the server misbehaves (issue #11, item 3). */
export const FAULTS = ['500', 'network', 'timeout', 'malformed', 'schema'] as const;
export type Fault = (typeof FAULTS)[number];

const REASONS: Record<Fault, string> = {
  '500': 'De server kon je vraag niet verwerken \\(fout 500\\)\\.',
  network: 'Geen verbinding met de server\\.',
  timeout: 'De server antwoordt niet op tijd\\.',
  malformed: 'Onverwacht antwoord van de server voor [^ ]+( \\([^)]*\\))?\\.',
  schema: 'Onverwacht antwoord van de server voor [^ ]+( \\([^)]*\\))?\\.',
};

/** The Dutch reason a screen gives for a fault where it shows one (src/api/errors.ts), as a RegExp source. */
export function reason(fault: Fault): string {
  return REASONS[fault];
}

type Method = 'get' | 'post' | 'put' | 'patch';

/** A JSON body that parses but matches none of the app's schemas: wrong types where objects and lists go. */
const MISMATCH = { data: 'geen object', results: 'geen lijst', count: 'veel', unexpected: true };

/** The answer for a fault; `timeout` never answers, so only the client's timer can end the call. */
export async function faultResponse(fault: Fault): Promise<Response> {
  switch (fault) {
    case '500':
      // What a proxy or a crashed backend sends: an HTML page, no JSON body to read a detail from.
      return new HttpResponse('<h1>Server Error (500)</h1>', {
        status: 500,
        headers: { 'Content-Type': 'text/html' },
      });
    case 'network':
      return HttpResponse.error();
    case 'timeout':
      await delay('infinite');
      return HttpResponse.error();
    case 'malformed':
      return new HttpResponse('{"data": {"id": 1,', { status: 200, headers: { 'Content-Type': 'application/json' } });
    case 'schema':
      return HttpResponse.json(MISMATCH);
  }
}

/** Makes one endpoint (an MSW path relative to the API base, `:param` allowed) answer with a fault. */
export function injectFault(method: Method, path: string, fault: Fault) {
  server.use(http[method](`${env.API_URL}/${path}`, () => faultResponse(fault)));
}

export type User = ReturnType<typeof userEvent.setup>;

export type FaultCase = {
  /** The spec §7 call, e.g. 'POST auth/login/'. */
  call: string;
  method: Method;
  path: string;
  /** Renders the screen that makes the call and does what makes it (typing, clicking). */
  act: (user: User, fault: Fault) => Promise<void>;
  /**
   * The text the screen must show after the fault; null where the app rightly does not read the answer
   * (a 2xx is a success whatever its body), and `after` checks the outcome.
   */
  expected: (fault: Fault) => string | RegExp | null;
  /** What must still hold afterwards: typed values kept, the page still usable. */
  after?: (fault: Fault, user: User) => Promise<void> | void;
  /** Faults that do not apply (a call whose answer the app does not read). */
  skip?: readonly Fault[];
};

/**
 * Fails the test on an unhandled promise rejection. Vitest reports them for the whole run; this names
 * the test that caused one.
 */
export function guardUnhandledRejections() {
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  beforeEach(() => {
    rejections.length = 0;
    process.on('unhandledRejection', onRejection);
  });
  afterEach(async () => {
    // Rejections are reported a tick after the promise settles.
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', onRejection);
    expect(rejections).toEqual([]);
  });
}

/** Lets a hanging call reach its timeout, retries included, until `expected` shows (at most five rounds). */
async function waitOutTimeouts(expected: string | RegExp) {
  for (let round = 0; round < 5 && screen.queryAllByText(expected).length === 0; round += 1) {
    await act(() => vi.advanceTimersByTimeAsync(TIMEOUTS.default + 1000));
  }
}

/** One test per call and fault: the screen shows `expected`, nothing crashes or is logged, input is kept. */
export function describeFaults(area: string, cases: readonly FaultCase[]) {
  describe(`fault tolerance: ${area}`, () => {
    guardUnhandledRejections();
    const rows = cases.flatMap((entry) =>
      FAULTS.filter((fault) => !entry.skip?.includes(fault)).map((fault) => [entry.call, fault, entry] as const),
    );
    it.each(rows)('%s answers %s', async (_call, fault, entry) => {
      if (fault === 'timeout') vi.useFakeTimers({ shouldAdvanceTime: true });
      const user = userEvent.setup(fault === 'timeout' ? { advanceTimers: vi.advanceTimersByTime } : {});
      injectFault(entry.method, entry.path, fault);
      await entry.act(user, fault);
      const expected = entry.expected(fault);
      if (expected !== null) {
        if (fault === 'timeout') await waitOutTimeouts(expected);
        expect((await screen.findAllByText(expected))[0]).toBeVisible();
      }
      await entry.after?.(fault, user);
    });
  });
}

/** Types into a field in one go (paste): the suite tests faults, not keystrokes, and stays fast. */
export async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
