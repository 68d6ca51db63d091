import { z } from '@/lib/zod';

export const NewTendersCountSchema = z.object({ newTendersCount: z.number() });
export const ActiveTendersCountSchema = z.object({ activeTendersCount: z.number() });
export const FieldTendersCountSchema = z.object({ fieldTendersCount: z.number() });
export const YearlyFieldTendersCountSchema = z.object({ yearlyFieldTendersCount: z.number() });
