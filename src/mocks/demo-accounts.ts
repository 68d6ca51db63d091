/**
 * The demo accounts of the simulated backend (README, tests, Playwright). Free of the database on
 * purpose: Node-side tools import it together with `jwt.ts` to mint tokens for these users.
 */
import type { AccessLevel } from '@/features/subscription/status/schemas';

export const DEMO_PASSWORD = 'Tenderwijzer2026!';

export type DemoAccount = {
  id: number;
  email: string;
  description: string;
  accessLevel: AccessLevel;
  isEmailVerified: boolean;
};

export const demoAccounts: readonly DemoAccount[] = [
  {
    id: 1,
    email: 'demo@tenderwijzer.be',
    description: 'Volledig abonnement, e-mail bevestigd, profiel 100% (IT- en marketingbureau uit Gent)',
    accessLevel: 'full_access',
    isEmailVerified: true,
  },
  {
    id: 2,
    email: 'gratis@tenderwijzer.be',
    description: 'Geen abonnement (opgezegd, inactief): demofeed',
    accessLevel: 'needs_new_subscription',
    isEmailVerified: true,
  },
  {
    id: 3,
    email: 'onbevestigd@tenderwijzer.be',
    description: 'Volledig abonnement, e-mailadres nog niet bevestigd',
    accessLevel: 'full_access',
    isEmailVerified: false,
  },
  {
    id: 4,
    email: 'leeg@tenderwijzer.be',
    description: 'Volledig abonnement, leeg profiel (0%)',
    accessLevel: 'full_access',
    isEmailVerified: true,
  },
  {
    id: 5,
    email: 'opzegging@tenderwijzer.be',
    description: 'Abonnement opgezegd, loopt tot het einde van de periode',
    accessLevel: 'full_access_cancels_soon',
    isEmailVerified: true,
  },
  {
    id: 6,
    email: 'betaling@tenderwijzer.be',
    description: 'Betaling achterstallig (past_due)',
    accessLevel: 'payment_issue',
    isEmailVerified: true,
  },
  {
    id: 7,
    email: 'onvolledig@tenderwijzer.be',
    description: 'Abonnement onvolledig (incomplete)',
    accessLevel: 'subscription_incomplete',
    isEmailVerified: true,
  },
  {
    id: 8,
    email: 'gepauzeerd@tenderwijzer.be',
    description: 'Abonnement gepauzeerd (paused)',
    accessLevel: 'subscription_paused',
    isEmailVerified: true,
  },
  {
    id: 9,
    email: 'geblokkeerd@tenderwijzer.be',
    description: 'Account geblokkeerd',
    accessLevel: 'account_blocked',
    isEmailVerified: true,
  },
];
