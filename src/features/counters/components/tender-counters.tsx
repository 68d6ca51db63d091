import { CounterRow } from './counter-row';

/** The four counters of the 'Matching profiel' panel with the spec's labels (spec §2, §7 Tenders). */
export function TenderCounters() {
  return (
    <dl className="mt-4 divide-y divide-slate-100">
      <CounterRow name="newTenders" labelKey="layout.preferencesSummary.newTenders" />
      <CounterRow name="activeTenders" labelKey="layout.preferencesSummary.activeMatches" />
      <CounterRow name="fieldTenders" labelKey="layout.preferencesSummary.activeField" />
      <CounterRow name="yearlyFieldTenders" labelKey="layout.preferencesSummary.yearlyField" />
    </dl>
  );
}
