import { TenderCounters } from '@/features/counters/components/tender-counters';
import { MatchingProfilePanel } from '@/features/preferences/components/matching-profile-panel';

/** The 'Matching profiel' panel composed from its two features: completeness and the tender counters. */
export function MatchingProfile({ onNavigate }: { onNavigate?: () => void }) {
  return <MatchingProfilePanel counters={<TenderCounters />} onNavigate={onNavigate} />;
}
