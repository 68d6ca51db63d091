import { t } from '@/i18n/tenders';
import { cn } from '@/lib/frame/cn';

type TenderMatchScoreProps = { score: number; className?: string };

/**
 * 'Match 87%' as a term and its value, so a screen reader says what the number is: a group of a `<dl>`
 * (the card's badge row, the detail's match block).
 */
export function TenderMatchScore({ score, className }: TenderMatchScoreProps) {
  return (
    <div
      className={cn(
        // White on blue-700 keeps the small text above 4.5:1.
        'inline-flex items-baseline gap-1 rounded-full bg-blue-700 px-2.5 py-0.5 text-xs text-white',
        className,
      )}
    >
      <dt className="font-medium">{t('tenders.match.term')}</dt>
      <dd className="font-semibold tabular-nums">{t('tenders.match.score', { score })}</dd>
    </div>
  );
}
