import { DetailSection } from '@/components/detail-section';
import { t } from '@/i18n/awards';
import { useAwardsCall } from '../api/awards-query';
import { AwardsDemo } from './awards-demo';

/**
 * For users without full access, under the demo detail: 'Eerdere gunningen' in its demo state, only where
 * the API has the extension (it answers them 403). No award is shown to them, real or made up.
 */
export default function AwardsDemoEntry({ tenderId }: { tenderId: number }) {
  const isDemo = useAwardsCall(tenderId).data?.kind === 'demo';
  if (!isDemo) return null;
  return (
    <DetailSection title={t('awardsEntry.title')}>
      <AwardsDemo />
    </DetailSection>
  );
}
