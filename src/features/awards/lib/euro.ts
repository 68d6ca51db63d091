import { formatEuro } from '@/lib/frame/format';

/** An amount in whole euros, `€ 120.000`: cents say nothing at the scale of past awards. */
export const euro = (amount: number) => formatEuro(Math.round(amount));
