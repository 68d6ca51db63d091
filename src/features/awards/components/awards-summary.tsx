import type { ReactNode } from 'react';
import { t, tp } from '@/i18n/awards';
import { euro } from '../lib/euro';
import type { AwardsSummary } from '../api/schemas';

const euroOrUnknown = (value: number | null) => (value === null ? t('awards.summary.unknown') : euro(value));

function Figure({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg bg-slate-50 p-3">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="text-lg font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

/** The figures over the similar awards; one the API could not give says 'onbekend'. */
export function AwardsSummaryFigures({ summary }: { summary: AwardsSummary }) {
  const range =
    summary.minValueEur === null || summary.maxValueEur === null
      ? t('awards.summary.unknown')
      : t('awards.summary.rangeValue', { min: euro(summary.minValueEur), max: euro(summary.maxValueEur) });
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-lg">{tp('awards.summary.count', summary.count)}</h3>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Figure term={t('awards.summary.median')}>{euroOrUnknown(summary.medianValueEur)}</Figure>
        <Figure term={t('awards.summary.range')}>{range}</Figure>
        <Figure term={t('awards.summary.bidders')}>
          {summary.medianTendersReceived === null
            ? t('awards.summary.unknown')
            : String(summary.medianTendersReceived).replace('.', ',')}
        </Figure>
        <Figure term={t('awards.summary.sme')}>
          {summary.smeShare === null
            ? t('awards.summary.unknown')
            : t('awards.summary.smeValue', { percent: Math.round(summary.smeShare * 100) })}
        </Figure>
      </dl>
    </div>
  );
}
