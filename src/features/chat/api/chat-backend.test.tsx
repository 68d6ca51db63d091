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
});
