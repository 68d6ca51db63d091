import type { MockDb, MutableState, ReferenceData } from '../db-types';
import { demoAccounts } from '../demo-accounts';
import { seedChats, seedInteractions } from './activity';
import { seedBids } from './bids';
import { FAQS } from './faqs';
import { seedTenders } from './tenders';
import { seedUsers } from './users';

export function seedReferenceData(now: Date): ReferenceData {
  return { tenders: seedTenders(now), faqs: FAQS.map((faq) => ({ ...faq })) };
}

export function seedMutableState(now: Date, tenders: ReferenceData['tenders']): MutableState {
  return {
    users: seedUsers(now),
    refreshTokens: [],
    linkTokens: [],
    outbox: [],
    interactions: seedInteractions(now),
    chats: seedChats(tenders, now),
    checkoutSessions: [],
    bids: seedBids(tenders, now),
    nextUserId: Math.max(...demoAccounts.map((account) => account.id)) + 1,
  };
}

/** The initial state of the whole database, anchored to `now`. */
export function seedDb(now = new Date()): MockDb {
  const reference = seedReferenceData(now);
  return { ...reference, ...seedMutableState(now, reference.tenders) };
}
