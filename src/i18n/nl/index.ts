import { account } from './account';
import { auth } from './auth';
import { awards } from './awards';
import { awardsEntry } from './awards-entry';
import { bidEntry } from './bid-entry';
import { bids } from './bids';
import { calendar } from './calendar';
import { chat } from './chat';
import { common } from './common';
import { dayCount } from './day-count';
import { faq } from './faq';
import { landing } from './landing';
import { layout } from './layout';
import { legal } from './legal';
import { offline } from './offline';
import { offlineQueue } from './offline-queue';
import { pipeline } from './pipeline';
import { preferences } from './preferences';
import { subscription } from './subscription';
import { tenders } from './tenders';

/** The Dutch dictionary: every user-facing string, one module per area. */
export const nl = {
  account,
  auth,
  awards,
  awardsEntry,
  bidEntry,
  bids,
  calendar,
  chat,
  common,
  dayCount,
  faq,
  landing,
  layout,
  legal,
  offline,
  offlineQueue,
  pipeline,
  preferences,
  subscription,
  tenders,
} as const;
