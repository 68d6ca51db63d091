import { QueryState } from '@/components/logged-in/query-state';
import { minimumPriceOf, type Tender } from '@/features/tenders/tender';
import { t } from '@/i18n/awards';
import { useAwards } from '../api/use-awards';
import { AwardList } from './award-list';
import { AwardsChart } from './awards-chart';
import { AwardsDemo } from './awards-demo';
import { AwardsSummaryFigures } from './awards-summary';
import { Incumbent } from './incumbent';

/** The past awards of a tender, opened on its detail: figures, the chart, the incumbent and the list. */
export default function AwardsPanel({ tender }: { tender: Pick<Tender, 'id' | 'labels' | 'analysis'> }) {
  const query = useAwards(tender.id);
  return (
    <QueryState query={query} errorMessage={() => t('awards.error')}>
      {(answer) => {
        if (answer.kind === 'demo') return <AwardsDemo />;
        if (answer.kind === 'absent') return null;
        const { summary, results } = answer.awards;
        if (results.length === 0) return <p className="text-slate-700">{t('awards.empty')}</p>;
        return (
          <div className="flex flex-col gap-6">
            <p className="text-slate-700">{t('awards.intro')}</p>
            <AwardsSummaryFigures summary={summary} />
            {summary.incumbent && <Incumbent incumbent={summary.incumbent} />}
            <AwardsChart awards={results} estimate={minimumPriceOf(tender)} />
            <AwardList awards={results} />
            <p className="text-sm text-slate-600">{t('awards.source')}</p>
          </div>
        );
      }}
    </QueryState>
  );
}
