import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { server } from '@/mocks/server';
import { useChatHistory } from './get-chat-history';
import { useSendChatMessage } from './send-chat-message';
import { createQueryWrapper } from '@tests/utils/query-wrapper';

type Pair = [string, string];

/** Chat endpoints over an in-test history; the POST waits for `release()` and then answers `status`. */
function chatBackend(status = 200) {
  const history: Pair[][] = [
    [
      ['content', 'Hallo'],
      ['type', 'human'],
    ],
  ];
  const sent: unknown[] = [];
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(`${env.API_URL}/tenders/9/chat_history/`, () => HttpResponse.json({ chatHistory: history })),
    http.post(`${env.API_URL}/tenders/9/chat/`, async ({ request }) => {
      const body = (await request.json()) as { message: string };
      sent.push(body);
      await gate;
      if (status !== 200) return HttpResponse.json({ detail: 'Serverfout' }, { status });
      history.push(
        [
          ['content', body.message],
          ['type', 'human'],
        ],
        [
          ['content', 'Dat staat in het bestek.'],
          ['type', 'bot'],
        ],
      );
      return HttpResponse.json({});
    }),
  );
  return { sent, release: () => release() };
}

function renderChat(config?: Parameters<typeof useSendChatMessage>[0]) {
  const { wrapper } = createQueryWrapper();
  return renderHook(() => ({ history: useChatHistory(9), send: useSendChatMessage(config) }), { wrapper });
}

describe('useSendChatMessage', () => {
  it('shows the message at once and the reply from the refetched history', async () => {
    const backend = chatBackend();
    const { result } = renderChat();
    await waitFor(() => expect(result.current.history.data).toHaveLength(1));

    act(() => result.current.send.mutate({ tenderId: 9, message: 'Welke documenten?' }));
    await waitFor(() => expect(result.current.history.data).toHaveLength(2));
    expect(result.current.history.data?.[1]).toEqual({ content: 'Welke documenten?', type: 'human' });
    expect(result.current.send.isPending).toBe(true);
    await waitFor(() => expect(backend.sent).toEqual([{ message: 'Welke documenten?' }]));

    backend.release();
    await waitFor(() => expect(result.current.send.isSuccess).toBe(true));
    // Pending lasts until the refetched history is in, so the typing indicator never outlives the reply.
    expect(result.current.history.data).toEqual([
      { content: 'Hallo', type: 'human' },
      { content: 'Welke documenten?', type: 'human' },
      { content: 'Dat staat in het bestek.', type: 'bot' },
    ]);
  });

  it('removes the optimistic message when sending fails', async () => {
    const backend = chatBackend(500);
    const onError = vi.fn();
    const { result } = renderChat({ mutationConfig: { onError } });
    await waitFor(() => expect(result.current.history.data).toHaveLength(1));

    act(() => result.current.send.mutate({ tenderId: 9, message: 'Welke documenten?' }));
    await waitFor(() => expect(result.current.history.data).toHaveLength(2));

    backend.release();
    await waitFor(() => expect(result.current.send.isError).toBe(true));
    expect(result.current.history.data).toEqual([{ content: 'Hallo', type: 'human' }]);
    expect(onError).toHaveBeenCalledOnce();
  });
});
