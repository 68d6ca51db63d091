import { useId } from 'react';
import { t } from '@/i18n/awards';
import { useAwardsCall } from '../api/awards-query';
import { AwardsDemo } from './awards-demo';

/**
 * For users without full access, under the demo detail: 'Eerdere gunningen' in its demo state, only where
 * the API has the extension (it answers them 403). No award is shown to them, real or made up.
 */
export default function AwardsDemoEntry({ tenderId }: { tenderId: number }) {
  const isDemo = useAwardsCall(tenderId).data?.kind === 'demo';
  const headingId = useId();
  if (!isDemo) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="text-xl">
        {t('awardsEntry.title')}
      </h2>
      <AwardsDemo />
    </section>
  );
}
