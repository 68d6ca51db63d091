import { CheckCircleIcon, MinusCircleIcon } from '@heroicons/react/20/solid';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { VisuallyHidden } from '@/components/ui/primitives/visually-hidden';
import { paths } from '@/config/paths';
import { t } from '@/i18n/tenders';
import type { MatchReason, Tender } from '@/features/tenders/model/schemas';
import { TenderMatchScore } from '@/features/tenders/feed-and-detail/tender-match-score';

const KIND_ORDER: Record<MatchReason['kind'], number> = { fit: 0, misfit: 1 };

/** Fits first, each kind in the server's order. */
function byKind(reasons: readonly MatchReason[]): MatchReason[] {
  return [...reasons].sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
}

function ReasonIcon({ kind }: { kind: MatchReason['kind'] }) {
  const Icon = kind === 'fit' ? CheckCircleIcon : MinusCircleIcon;
  return (
    <Icon
      aria-hidden="true"
      className={kind === 'fit' ? 'mt-0.5 size-5 shrink-0 text-emerald-600' : 'mt-0.5 size-5 shrink-0 text-amber-700'}
    />
  );
}

/**
 * 'Waarom deze match?': the tender's match percentage and the reasons behind it (optional extension, see
 * docs/api-contract.md). Nothing at all when the API sends no reasons, so the detail stays as the spec says.
 */
export function TenderMatchReasons({ tender }: { tender: Tender }) {
  const headingId = useId();
  const reasons = byKind(tender.matchReasons ?? []);
  if (reasons.length === 0) return null;

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg">
          {t('tenders.match.title')}
        </h2>
        {tender.overallScore !== undefined && (
          <dl>
            <TenderMatchScore score={tender.overallScore} className="text-sm" />
          </dl>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600">{t('tenders.match.intro')}</p>
      <ul className="mt-3 flex flex-col gap-2">
        {reasons.map((reason, index) => (
          // Reasons carry no id and may repeat a text; the list only changes with the tender.
          <li key={`${reason.kind}-${index}`} data-kind={reason.kind} className="flex items-start gap-2 text-slate-800">
            <ReasonIcon kind={reason.kind} />
            <span>
              <VisuallyHidden>{t(`tenders.match.${reason.kind}`)}: </VisuallyHidden>
              {reason.text}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm">
        <Link
          to={paths.preferences.getHref()}
          className="font-medium text-blue-700 underline underline-offset-2 hover:text-blue-900"
        >
          {t('tenders.match.improve')}
        </Link>
      </p>
    </section>
  );
}
