import { t } from '@/i18n/bids';
import { cn } from '@/lib/frame/cn';
import type { Advice } from '../lib/advice';
import { adviceText } from '../lib/advice-text';
import { SheetSection } from './sheet-section';

const tone = {
  go: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  discuss: 'border-amber-300 bg-amber-50 text-amber-900',
  no_go: 'border-red-300 bg-red-50 text-red-900',
  none: 'border-slate-200 bg-slate-50 text-slate-800',
} as const;

/** The advice that follows from the knock-outs and the score, with its reason in one sentence. */
export function BidAdvice({ advice }: { advice: Advice }) {
  return (
    <SheetSection title={t('bids.advice.title')}>
      <div aria-live="polite" className={cn('flex flex-col gap-1 rounded-lg border p-4', tone[advice.kind])}>
        <p className="text-xl font-bold">{t(`bids.advice.kinds.${advice.kind}`)}</p>
        <p>{adviceText(advice)}</p>
      </div>
    </SheetSection>
  );
}
