import { TenderCounters } from '@/features/counters/components/tender-counters';
import { PreferencesSummary } from '@/features/preferences/logged-in/preferences-summary';

/** The 'Matching profiel' panel composed from its two features: completeness and the tender counters. */
export function PreferencesSummaryWithCounters({ onNavigate }: { onNavigate?: () => void }) {
  return <PreferencesSummary counters={<TenderCounters />} onNavigate={onNavigate} />;
}
