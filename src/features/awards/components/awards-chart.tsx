import { useId } from 'react';
import { t } from '@/i18n/awards';
import { euro } from '../lib/euro';
import type { Award } from '../api/schemas';
import { valuedAwards } from '../lib/award-values';
import { dotRows, DOT_ROWS } from '../lib/dot-rows';
import { tickLabel, valueScale } from '../lib/value-scale';
import { AwardsTable } from './awards-table';

type AwardsChartProps = {
  awards: readonly Award[];
  /** This tender's estimated value, marked on the axis. */
  estimate: number | null;
  /** The price the user intends to offer (the go/no-go sheet), marked on the axis. */
  intended?: number | null;
};

const ROW_TOP = 44;
const ROW_GAP = 28;
const AXIS_Y = ROW_TOP + DOT_ROWS * ROW_GAP;
const HEIGHT = AXIS_Y + 28;

/** A dot holds its number of bidders and grows a little with it; unknown bidders give an empty ring. */
const radiusOf = (bidders: number | null) => (bidders === null ? 8 : 9 + Math.sqrt(Math.min(bidders, 25)));

const pct = (value: number) => `${value.toFixed(2)}%`;

/** Where each mark's line starts and its label sits (px from the top), and how it looks. */
const markTones = {
  estimate: { top: 18, labelY: 12, line: 'stroke-slate-900', text: 'fill-slate-900', width: 1.5, dash: '4 3' },
  intended: { top: 26, labelY: 24, line: 'stroke-blue-900', text: 'fill-blue-900', width: 2, dash: undefined },
} as const;

/** A value marked on the axis: this tender's estimate (dashed) or the intended price, labelled above it. */
function ChartMark({ x, label, tone }: { x: string; label: string; tone: keyof typeof markTones }) {
  const { top, labelY, line, text, width, dash } = markTones[tone];
  return (
    <g>
      <line x1={x} x2={x} y1={top} y2={AXIS_Y} className={line} strokeDasharray={dash} strokeWidth={width} />
      <text x={x} y={labelY} textAnchor="middle" className={`${text} text-xs font-semibold`}>
        {label}
      </text>
    </g>
  );
}

/**
 * The awarded values on one logarithmic axis (a strip plot drawn by hand in SVG, docs/decisions/134): one dot
 * an award, sized by its bidders; this tender's estimate and the intended price as marks. The picture is one
 * image to assistive technology, with the table under it saying the same.
 */
export function AwardsChart({ awards, estimate, intended = null }: AwardsChartProps) {
  const descriptionId = useId();
  const valued = valuedAwards(awards);
  if (valued.length === 0) return <p className="text-slate-700">{t('awards.chart.noValues')}</p>;
  const marks = [estimate, intended].filter((value): value is number => value !== null && value > 0);
  const scale = valueScale([...valued.map((award) => award.awardedValueEur), ...marks]);
  const positions = valued.map((award) => scale.at(award.awardedValueEur));
  const rows = dotRows(positions, 7);
  const min = valued[0]?.awardedValueEur ?? 0;
  const max = valued.at(-1)?.awardedValueEur ?? 0;
  return (
    <figure className="flex flex-col gap-3">
      <figcaption className="text-lg font-semibold">{t('awards.chart.title')}</figcaption>
      <p id={descriptionId} className="text-sm text-slate-700">
        {t('awards.chart.description', { count: valued.length, min: euro(min), max: euro(max) })}
        {estimate !== null && estimate > 0 && <> {t('awards.chart.estimate', { value: euro(estimate) })}</>}
      </p>
      <div className="px-4">
        <svg
          role="img"
          aria-labelledby={descriptionId}
          width="100%"
          height={HEIGHT}
          className="overflow-visible text-slate-700"
        >
          <line x1="0%" x2="100%" y1={AXIS_Y} y2={AXIS_Y} className="stroke-slate-300" strokeWidth={1} />
          {scale.ticks.map((tick, index) => (
            <g key={tick}>
              <line
                x1={pct(scale.at(tick))}
                x2={pct(scale.at(tick))}
                y1={AXIS_Y}
                y2={AXIS_Y + 5}
                stroke="currentColor"
              />
              <text
                x={pct(scale.at(tick))}
                y={AXIS_Y + 20}
                textAnchor={index === 0 ? 'start' : index === scale.ticks.length - 1 ? 'end' : 'middle'}
                className="fill-slate-600 text-xs"
              >
                {tickLabel(tick, euro)}
              </text>
            </g>
          ))}
          {estimate !== null && estimate > 0 && (
            <ChartMark x={pct(scale.at(estimate))} label={t('awards.chart.estimateShort')} tone="estimate" />
          )}
          {intended !== null && intended > 0 && (
            <ChartMark x={pct(scale.at(intended))} label={t('awards.chart.intended')} tone="intended" />
          )}
          {valued.map((award, index) => {
            const cx = pct(positions[index] ?? 0);
            const cy = ROW_TOP + (rows[index] ?? 0) * ROW_GAP;
            const bidders = award.tendersReceived;
            return (
              <g key={`${award.noticeId}-${index}`}>
                <circle
                  cx={cx}
                  cy={cy}
                  r={radiusOf(bidders)}
                  className={bidders === null ? 'fill-white stroke-slate-500' : 'fill-blue-700 stroke-white'}
                  strokeWidth={1.5}
                />
                {bidders !== null && (
                  <text x={cx} y={cy} dy="0.35em" textAnchor="middle" className="fill-white text-xs font-semibold">
                    {bidders}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </div>
      <p className="text-sm text-slate-600">{t('awards.chart.legend')}</p>
      <details className="rounded-lg border border-slate-200 p-3">
        <summary className="min-h-6 cursor-pointer font-semibold text-blue-700">{t('awards.chart.showTable')}</summary>
        <AwardsTable awards={valued} />
      </details>
    </figure>
  );
}
