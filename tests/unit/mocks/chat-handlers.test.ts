import { describe, expect, it } from 'vitest';
import { bearerClient } from '@/api/bearer-client';
import { endpoints } from '@/api/early/endpoints';
import { ChatHistoryResponseSchema } from '@/features/chat/api/schemas';
import { MessageResponseSchema } from '@/features/auth/forms/schemas';
import { loginAs } from '@/mocks/testing';
import { v } from '@/api/schema';
import { failure } from './helpers';

describe('chat', () => {
  it('history is a list of [key, value] pair lists', async () => {
    loginAs('demo@tenderwijzer.be');
    const response = await bearerClient.get(endpoints.tenders.chatHistory(50));
    expect(response.data.chatHistory[0]).toEqual([
      ['content', 'Wat is de deadline?'],
      ['type', 'human'],
    ]);
    const history = v.parse(ChatHistoryResponseSchema, response.data).chatHistory;
    expect(history.map((message) => message.type)).toEqual(['human', 'bot', 'human', 'bot']);
  });

  it('answers from the tender’s own fields and appends both messages', async () => {
    loginAs('demo@tenderwijzer.be');
    const response = await bearerClient.post(endpoints.tenders.chat(16), {
      message: 'Wat is het budget en hoe lang loopt het?',
    });
    const answer = v.parse(MessageResponseSchema, response.data).message ?? '';
    expect(answer).toMatch(/€\s1\.609\.575,86/);
    expect(answer).toContain('48 maanden');
    const history = v.parse(
      ChatHistoryResponseSchema,
      await bearerClient.get(endpoints.tenders.chatHistory(16)).then((r) => r.data),
    );
    // The optional sources (Cited answers): the passages quoted, in the send answer and in the history.
    const sources = (response.data as { sources?: unknown }).sources;
    expect(sources).toEqual([
      {
        topicType: 'budgeting_and_finance',
        quote: expect.stringMatching(/^\*\*Geraamde waarde \(excl\. btw\):\*\* €\s1\.609\.575,86$/),
      },
      {
        topicType: 'budgeting_and_finance',
        quote: 'Bedragen zoals gepubliceerd in de aankondiging; de definitieve prijs volgt uit de offertes.',
      },
      { topicType: 'duration', quote: 'De opdracht loopt **48 maanden** (4 jaar).' },
    ]);
    expect(history.chatHistory).toEqual([
      { type: 'human', content: 'Wat is het budget en hoe lang loopt het?' },
      { type: 'bot', content: answer, sources },
    ]);
  });

  it('falls back politely when it has no answer', async () => {
    loginAs('demo@tenderwijzer.be');
    const response = await bearerClient.post(endpoints.tenders.chat(16), {
      message: 'Wie wint de wereldbeker voetbal?',
    });
    expect(response.data.message).toMatch(/geen antwoord/);
  });

  it('rejects an empty message, an unknown tender and users without full access', async () => {
    loginAs('demo@tenderwijzer.be');
    expect(await failure(bearerClient.post(endpoints.tenders.chat(16), { message: '   ' }))).toMatchObject({
      status: 400,
      data: { detail: 'Het bericht mag niet leeg zijn.' },
    });
    expect((await failure(bearerClient.get(endpoints.tenders.chatHistory(999)))).status).toBe(404);
    loginAs('gratis@tenderwijzer.be');
    expect((await failure(bearerClient.get(endpoints.tenders.chatHistory(50)))).status).toBe(403);
    expect((await failure(bearerClient.post(endpoints.tenders.chat(50), { message: 'Hallo' }))).status).toBe(403);
  });
});
