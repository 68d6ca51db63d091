import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiSchemaError } from '@/api/schema-error';
import { env } from '@/config/env';
import { server } from '@/mocks/server';
import { useChatHistory } from './get-chat-history';
import { createQueryWrapper } from '@tests/utils/query-wrapper';

/** What useChatHistory(4) reads from a chat_history answer holding `chatHistory`. */
async function readHistory(chatHistory: unknown) {
  server.use(http.get(`${env.API_URL}/tenders/4/chat_history/`, () => HttpResponse.json({ chatHistory })));
  const { wrapper } = createQueryWrapper();
  const { result } = renderHook(() => useChatHistory(4), { wrapper });
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  return result.current.data;
}

describe('useChatHistory', () => {
  it('reads each message from its key/value pairs', async () => {
    const history = await readHistory([
      [
        ['content', 'Wat is de deadline?'],
        ['type', 'human'],
      ],
      [
        ['type', 'bot'],
        ['content', 'De deadline is 5 maart.'],
      ],
    ]);
    expect(history).toEqual([
      { content: 'Wat is de deadline?', type: 'human' },
      { content: 'De deadline is 5 maart.', type: 'bot' },
    ]);
  });

  it('reads the optional sources of a bot message, dropping malformed ones', async () => {
    const history = await readHistory([
      [
        ['content', 'Wat is de deadline?'],
        ['type', 'human'],
        ['sources', [{ topicType: 'summary', quote: 'genegeerd' }]],
      ],
      [
        ['content', 'Op 5 maart.'],
        ['type', 'bot'],
        [
          'sources',
          [
            { topicType: 'planning_and_deadlines', quote: 'Uiterste indieningsdatum: 5 maart' },
            { topicType: 'summary' },
            { topicType: '', quote: 'zonder tabblad' },
            { topicType: 'summary', quote: '  ' },
            'tekst',
          ],
        ],
      ],
      [
        ['content', 'Geen bronnen.'],
        ['type', 'bot'],
        ['sources', 'geen lijst'],
      ],
    ]);
    expect(history).toEqual([
      { content: 'Wat is de deadline?', type: 'human' },
      {
        content: 'Op 5 maart.',
        type: 'bot',
        sources: [{ topicType: 'planning_and_deadlines', quote: 'Uiterste indieningsdatum: 5 maart' }],
      },
      { content: 'Geen bronnen.', type: 'bot' },
    ]);
  });

  it('fails with an ApiSchemaError when chatHistory is missing', async () => {
    server.use(http.get(`${env.API_URL}/tenders/4/chat_history/`, () => HttpResponse.json({ history: [] })));
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(() => useChatHistory(4), { wrapper });

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ApiSchemaError);
  });

  it('retries a server error three times', async () => {
    let calls = 0;
    server.use(
      http.get(`${env.API_URL}/tenders/4/chat_history/`, () => {
        calls += 1;
        return HttpResponse.json({ detail: 'Serverfout' }, { status: 500 });
      }),
    );
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(() => useChatHistory(4), { wrapper });

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(calls).toBe(4);
  });

  it('makes no call without a valid tender id', () => {
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(() => useChatHistory(Number.NaN), { wrapper });

    expect(result.current.fetchStatus).toBe('idle');
  });
});
