import { PRICES } from '@/config/constants';
import type { SubscriptionType } from '@/features/subscription/status/schemas';

export type PlanOption = {
  type: SubscriptionType;
  price: number;
  /** What the yearly plan saves compared with paying monthly (spec §9). */
  saving?: number;
};

/** The two ways to pay for Premium, monthly first (spec §2 'Select-plan page'). */
export const planOptions: readonly PlanOption[] = [
  { type: 'monthly', price: PRICES.monthly },
  { type: 'yearly', price: PRICES.yearly, saving: PRICES.yearlySaving },
];
