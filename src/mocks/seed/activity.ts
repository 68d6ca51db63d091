/**
 * What the main demo user has already done, so every feed has something to show: saved tenders (two
 * open, three closed, which fill the past feed), rejected ones and one chat conversation.
 */
import type { ChatMessageRow, InteractionRow, TenderRow } from '../db-types';
import { demoAccounts } from '../demo-accounts';
import { chatKey } from '../lib/chat-key';
import { answerQuestion } from '../tenders/chat-bot';

const DEMO_USER_ID = demoAccounts[0]?.id ?? 1;

/** Tender ids (file order): 50 communication services (open), 12 marketing partnership (undated),
 * 51 data connectivity, 54 telephony in Gent, 76 graphic design (all three closed). */
const SAVED = [50, 12, 51, 54, 76];
/** 32 a parking concession and 24 a castle concession in Namur: open, but nothing for an IT/marketing agency. */
const REJECTED = [32, 24];
const CHAT_TENDER = 50;
const CHAT_QUESTIONS = ['Wat is de deadline?', 'Hoe wordt de opdracht gegund?'];

export function seedInteractions(now: Date): InteractionRow[] {
  const updatedAt = now.toISOString();
  return [
    ...SAVED.map((tenderId) => ({ userId: DEMO_USER_ID, tenderId, isSaved: true, isRejected: false, updatedAt })),
    ...REJECTED.map((tenderId) => ({ userId: DEMO_USER_ID, tenderId, isSaved: false, isRejected: true, updatedAt })),
  ];
}

export function seedChats(tenders: readonly TenderRow[], now: Date): Record<string, ChatMessageRow[]> {
  const tender = tenders.find((row) => row.id === CHAT_TENDER);
  if (!tender) return {};
  const createdAt = now.toISOString();
  const messages = CHAT_QUESTIONS.flatMap((question): ChatMessageRow[] => [
    { type: 'human', content: question, createdAt },
    { type: 'bot', ...answerQuestion(tender, question, now), createdAt },
  ]);
  return { [chatKey(DEMO_USER_ID, CHAT_TENDER)]: messages };
}
