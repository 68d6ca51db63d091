/** Row types of the simulated backend's in-memory database. */
import type { PreferenceField } from '@/features/preferences/logged-in/schemas';
import type { AccessLevel, SubscriptionType } from '@/features/subscription/status/schemas';

export type SubscriptionStatusValue =
  'active' | 'canceled' | 'past_due' | 'unpaid' | 'trialing' | 'incomplete' | 'incomplete_expired' | 'paused';

export type SubscriptionRow = {
  /** null: the user never subscribed. */
  status: SubscriptionStatusValue | null;
  isActive: boolean;
  willCancelAtPeriodEnd: boolean;
  /** ISO date-time, null without a subscription. */
  currentPeriodEnd: string | null;
  accessLevel: AccessLevel;
  plan: SubscriptionType | null;
};

export type PreferencesValues = Record<PreferenceField, string | null>;

export type ProfileProcessing = {
  /** Epoch ms at which the "AI" is done. */
  until: number;
  /** Under Vitest: status polls left before it is done (see PROFILE_PROCESSING). */
  pollsLeft: number | null;
};

export type PreferencesRow = PreferencesValues & { id: number; processing: ProfileProcessing | null };

export type UserRow = {
  id: number;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  mobile: string;
  companyName: string;
  vatNumber: string;
  isEmailVerified: boolean;
  dateJoined: string;
  subscription: SubscriptionRow;
  preferences: PreferencesRow;
  twoFactor: { enabled: boolean; secret: string | null };
  /** Refresh tokens issued before this moment (epoch seconds) are revoked: set by a password reset. */
  tokensValidAfter: number;
};

export type RefreshTokenRow = {
  jti: string;
  userId: number;
  issuedAt: number;
  expiresAt: number;
  revokedAt: string | null;
};

export type EmailKind = 'verify' | 'reset' | 'email-change';

/** A one-time token behind a link sent by email. */
export type LinkTokenRow = {
  token: string;
  userId: number;
  kind: EmailKind;
  createdAt: string;
  usedAt: string | null;
  /** Only for 'email-change': the address the user asked to switch to. */
  newEmail: string | null;
};

export type OutboxEmail = {
  to: string;
  subject: string;
  /** App path of the link in the email, e.g. `/verify-email/Mw/abc…/`. */
  link: string;
  kind: EmailKind;
  createdAt: string;
  body: string;
};

export type InteractionRow = {
  userId: number;
  tenderId: number;
  isSaved: boolean;
  isRejected: boolean;
  updatedAt: string;
};

/** A passage an assistant answer quotes: `quote` is an exact substring of that topic's `value`. */
export type ChatSourceRow = { topicType: TopicType; quote: string };

export type ChatMessageRow = {
  type: 'human' | 'bot';
  content: string;
  createdAt: string;
  /** The optional extension 'Cited answers' (docs/api-contract.md); absent in older stored histories. */
  sources?: ChatSourceRow[];
};

export type CheckoutSessionRow = {
  id: string;
  userId: number;
  subscriptionType: SubscriptionType;
  amount: number;
  currency: 'EUR';
  status: 'open' | 'paid';
  createdAt: string;
  paidAt: string | null;
};

export type FaqRow = {
  id: number;
  question: string;
  answer: string;
  category: 'general';
  isVisible: boolean;
  order: number | null;
};

export type AwardCriterion = { name: string; weight: number | null; description?: string | undefined };

export type TopicType =
  | 'description'
  | 'budgeting_and_finance'
  | 'planning_and_deadlines'
  | 'duration'
  | 'location'
  | 'award_criteria'
  | 'summary'
  | 'sectors'
  | 'requirements';

export type TopicRow = { id: number; type: TopicType; value: string; language: 'nl' };

export type TenderRow = {
  id: number;
  sourceId: string;
  language: string;
  name: string;
  description: string;
  displayName: string;
  displayDescription: string;
  organization: string | null;
  organizationCity: string | null;
  region: string | null;
  nuts: string | null;
  cpv: string[];
  cpvLabels: string[];
  sector: string | null;
  estimatedValueEur: number | null;
  awardedValueEur: number | null;
  /** Anchored to the seed day (see seed/anchor-dates.ts): local calendar day, 'YYYY-MM-DD'. */
  publicationDate: string;
  /** Anchored ISO date-time; null when the notice has no deadline. */
  submissionDeadline: string | null;
  /** Award and result notices: the competition is over, whatever the dates say. */
  isResult: boolean;
  durationMonths: number | null;
  procedureType: string | null;
  noticeType: string | null;
  contractType: string | null;
  lots: number | null;
  awardCriteria: AwardCriterion[];
  requirements: string | null;
  euInstitution: boolean;
  tedUrl: string | null;
  topics: TopicRow[];
};

/** The state that changes through the API and persists in the browser. */
/** Optional extension 'Bids' (docs/api-contract.md): one per user and tender. */
export type BidRow = {
  userId: number;
  tenderId: number;
  status: 'interested' | 'assessing' | 'go' | 'no_go' | 'preparing' | 'submitted' | 'won' | 'lost';
  version: number;
  updatedAt: string;
  decision: { outcome: 'go' | 'no_go' | 'conditional' | null; reason: string };
  deadline: string | null;
  /** The app's own object, stored as sent. */
  sheet: Record<string, unknown>;
};

export type MutableState = {
  users: UserRow[];
  refreshTokens: RefreshTokenRow[];
  linkTokens: LinkTokenRow[];
  outbox: OutboxEmail[];
  interactions: InteractionRow[];
  /** Keyed by `${userId}:${tenderId}`. */
  chats: Record<string, ChatMessageRow[]>;
  checkoutSessions: CheckoutSessionRow[];
  bids: BidRow[];
  nextUserId: number;
};

/** Static reference data, rebuilt from the bundled files on every load (never persisted). */
export type ReferenceData = {
  tenders: TenderRow[];
  faqs: FaqRow[];
};

export type MockDb = MutableState & ReferenceData;
