import { t, tp } from '@/i18n/awards';
import { formatDate } from '@/lib/frame/format';
import { euro } from '../lib/euro';
import type { ValuedAward } from '../lib/award-values';
import { winnersText } from '../lib/winners';

const moreWinners = (count: number) => tp('awards.list.moreWinners', count);

const columns = ['value', 'bidders', 'winner', 'date'] as const;

/** The chart's text alternative: every dot as a row, lowest value first, as the axis reads. */
export function AwardsTable({ awards }: { awards: readonly ValuedAward[] }) {
  return (
    <div className="mt-3">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('awards.chart.tableCaption')}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            {columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={index < columns.length - 1 ? 'py-2 pr-3 font-semibold' : 'py-2 font-semibold'}
              >
                {t(`awards.chart.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {awards.map((award, index) => (
            <tr key={`${award.noticeId}-${index}`} className="border-b border-slate-100 align-top">
              <td className="py-2 pr-3 whitespace-nowrap">{euro(award.awardedValueEur)}</td>
              <td className="py-2 pr-3">{award.tendersReceived ?? t('awards.list.unknown')}</td>
              <td className="py-2 pr-3 [overflow-wrap:anywhere]">
                {winnersText(award, moreWinners) || t('awards.list.noWinner')}
              </td>
              <td className="py-2 whitespace-nowrap">{formatDate(award.awardDate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
