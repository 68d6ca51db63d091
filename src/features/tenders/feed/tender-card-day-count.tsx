import { cn } from '@/lib/frame/cn';
import { dayCountTone, type DayCountTone } from '@/features/tenders/feed/tender-card-fields';
import { dayCountText } from '@/features/tenders/lists/tender-fields';

// Dark text on a light tint keeps the small label above 4.5:1 in every tone.
const toneClasses: Record<DayCountTone, string> = {
  emerald: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  amber: 'bg-amber-50 text-amber-800 ring-amber-500/30',
  red: 'bg-red-50 text-red-700 ring-red-600/20',
  slate: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

/** The largest number on the card: days left (or past), tinted by urgency. */
export function TenderCardDayCount({ daysRemaining }: { daysRemaining: number | null }) {
  const tone = dayCountTone(daysRemaining);
  const { number, label, spokenNumber } = dayCountText(daysRemaining);
  return (
    <p
      data-tone={tone}
      className={cn(
        // A pill above the title on a narrow card, so the title gets its full width; a block beside it on a wider card.
        'flex shrink-0 items-baseline gap-2 self-start rounded-lg px-3 py-1.5 ring-1 ring-inset',
        '@md:min-w-24 @md:flex-col @md:items-center @md:justify-center @md:gap-1 @md:self-auto @md:py-2 @md:text-center',
        toneClasses[tone],
      )}
    >
      {/* '0 Vandaag' or '– Geen datum' would read oddly: the number is spoken only when it adds meaning. */}
      <span
        className="text-2xl leading-none font-semibold tabular-nums @md:text-3xl"
        aria-hidden={spokenNumber ? undefined : true}
      >
        {number}
      </span>{' '}
      <span className="text-xs font-medium">{label}</span>
    </p>
  );
}
