import { v } from '@/api/schema';

export const NewTendersCountSchema = v.object({ newTendersCount: v.number() });
export const ActiveTendersCountSchema = v.object({ activeTendersCount: v.number() });
export const FieldTendersCountSchema = v.object({ fieldTendersCount: v.number() });
export const YearlyFieldTendersCountSchema = v.object({ yearlyFieldTendersCount: v.number() });
