import type { Award } from '../api/schemas';

/** How many winners a line names: a multi-supplier framework can have dozens. */
export const WINNERS_SHOWN = 3;

/**
 * The winners as one line, 'Bureau A (Gent), Bureau B', the first three of a longer list with `more(n)` for the
 * others; empty when the notice names none.
 */
export function winnersText(award: Pick<Award, 'winners'>, more: (count: number) => string): string {
  const winners = award.winners ?? [];
  const named = winners
    .slice(0, WINNERS_SHOWN)
    .map((winner) => (winner.city ? `${winner.name} (${winner.city})` : winner.name))
    .join(', ');
  return winners.length > WINNERS_SHOWN ? `${named} ${more(winners.length - WINNERS_SHOWN)}` : named;
}
