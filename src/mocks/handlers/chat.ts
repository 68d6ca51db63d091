/** The AI tender assistant: chat history and sending a question (spec §7, readings §6). */
import { endpoints } from '@/api/early/endpoints';
import { withFullAccess } from '../auth';
import { CHAT_MESSAGE_MAX_LENGTH } from '../config';
import { db } from '../db';
import type { ChatMessageRow } from '../db-types';
import { chatKey } from '../lib/chat-key';
import { detail, invalidJson, json, notFound, pattern, readJson, route } from '../lib/http';
import { MESSAGES } from '../messages';
import { answerQuestion } from '../tenders/chat-bot';
import { findTender } from '../tenders/feeds';

/**
 * Each message as a list of [key, value] pairs: [["content", "…"], ["type", "human"]], and for a cited
 * answer ["sources", [{topicType, quote}, …]] (the optional extension 'Cited answers').
 */
function toPairs(message: ChatMessageRow): [string, unknown][] {
  const pairs: [string, unknown][] = [
    ['content', message.content],
    ['type', message.type],
  ];
  return message.sources?.length ? [...pairs, ['sources', message.sources]] : pairs;
}

const history = route(
  'get',
  pattern(endpoints.tenders.chatHistory, ':id'),
  withFullAccess(({ params, user }) => {
    const tender = findTender(params.id);
    if (!tender) return notFound();
    return json({ chatHistory: (db.chats[chatKey(user.id, tender.id)] ?? []).map(toPairs) });
  }, MESSAGES.chatRequiresFullAccess),
);

const send = route(
  'post',
  pattern(endpoints.tenders.chat, ':id'),
  withFullAccess(async ({ params, request, user }) => {
    const tender = findTender(params.id);
    if (!tender) return notFound();
    const body = await readJson(request);
    if (!body) return invalidJson();
    const message = typeof body.message === 'string' ? body.message.trim() : '';
    if (!message) return detail(400, MESSAGES.emptyChatMessage);
    if (message.length > CHAT_MESSAGE_MAX_LENGTH)
      return detail(400, MESSAGES.chatMessageTooLong(CHAT_MESSAGE_MAX_LENGTH));
    const now = new Date();
    const answer = answerQuestion(tender, message, now);
    const key = chatKey(user.id, tender.id);
    db.chats[key] = [
      ...(db.chats[key] ?? []),
      { type: 'human', content: message, createdAt: now.toISOString() },
      { type: 'bot', ...answer, createdAt: now.toISOString() },
    ];
    return json({ message: answer.content, sources: answer.sources });
  }, MESSAGES.chatRequiresFullAccess),
);

export const chatHandlers = [history, send];
