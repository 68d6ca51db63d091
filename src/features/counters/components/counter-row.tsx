import { t, type TranslationKey } from '@/i18n';
import { cn } from '@/lib/frame/cn';
import { formatCount } from '@/lib/frame/format';
import { useCounter, type CounterName } from '../api/get-counters';

/** One counter of the 'Matching profiel' panel, with the spec's loading and error texts. */
export function CounterRow({ name, labelKey }: { name: CounterName; labelKey: TranslationKey }) {
  const counter = useCounter(name);
  let value: string;
  if (counter.isPending) value = t('layout.preferencesSummary.loading');
  else if (counter.isError) value = t('layout.preferencesSummary.error');
  else value = formatCount(counter.data);
  return (
    <div className="flex items-start justify-between gap-3 py-2">
      <dt className="text-sm text-slate-600">{t(labelKey)}</dt>
      {/* One width and line height in every state, so the label wraps the same when the number arrives. */}
      <dd
        className={cn(
          'min-w-18 shrink-0 text-right leading-7',
          counter.isSuccess ? 'text-lg font-semibold text-blue-900' : 'text-sm text-slate-500',
        )}
      >
        {value}
      </dd>
    </div>
  );
}
