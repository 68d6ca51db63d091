import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { loginAs } from '@/mocks/testing';
import { useChatHistory } from './get-chat-history';
import { useSendChatMessage } from './send-chat-message';
import { createQueryWrapper } from '@tests/utils/query-wrapper';

describe('chat hooks against the simulated backend', () => {
  it('sends a question and shows the assistant reply from the refetched history', async () => {
    loginAs('demo@tenderwijzer.be');
    const tenderId = db.tenders[0]?.id ?? 0;
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(() => ({ history: useChatHistory(tenderId), send: useSendChatMessage() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.history.isSuccess).toBe(true));
    const before = result.current.history.data?.length ?? 0;

    await act(() => result.current.send.mutateAsync({ tenderId, message: 'Wat is de deadline?' }));

    const history = result.current.history.data ?? [];
    expect(history).toHaveLength(before + 2);
    expect(history.at(-2)).toEqual({ content: 'Wat is de deadline?', type: 'human' });
    expect(history.at(-1)?.type).toBe('bot');
    expect(history.at(-1)?.content).not.toBe('');
  });

  it('keeps the sources of a cited answer in the history, also when it is fetched again', async () => {
    loginAs('demo@tenderwijzer.be');
    const tender = db.tenders.find((row) => row.submissionDeadline !== null && !row.isResult);
    const tenderId = tender?.id ?? 0;
    const first = createQueryWrapper();
    const { result } = renderHook(() => ({ history: useChatHistory(tenderId), send: useSendChatMessage() }), {
      wrapper: first.wrapper,
    });
    await waitFor(() => expect(result.current.history.isSuccess).toBe(true));

    await act(() => result.current.send.mutateAsync({ tenderId, message: 'Wat is de deadline?' }));

    const sources = result.current.history.data?.at(-1)?.sources ?? [];
    expect(sources.length).toBeGreaterThan(0);
    const planning = tender?.topics.find((topic) => topic.type === 'planning_and_deadlines')?.value ?? '';
    for (const source of sources) {
      expect(source.topicType).toBe('planning_and_deadlines');
      expect(planning).toContain(source.quote);
    }
    expect(result.current.history.data?.at(-2)).not.toHaveProperty('sources');

    // A reload: another cache reads the same history from the server.
    const reloaded = renderHook(() => useChatHistory(tenderId), { wrapper: createQueryWrapper().wrapper });
    await waitFor(() => expect(reloaded.result.current.isSuccess).toBe(true));
    expect(reloaded.result.current.data?.at(-1)?.sources).toEqual(sources);
  });
});
