import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import type { FeedKind } from '@/features/tenders/api/keys';
import { t } from '@/i18n/tenders';

/** An empty feed says why and offers one next step (design.md 'States'). */
export function TenderFeedEmpty({ kind, showHint }: { kind: FeedKind; showHint: boolean }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-6">
      <p className="font-semibold text-slate-900">{t('tenders.feed.empty')}</p>
      {showHint &&
        (kind === 'main' ? (
          <>
            <p className="text-sm text-slate-600">{t('tenders.feed.emptyMainHint')}</p>
            <ButtonLink to={paths.preferences.getHref()} variant="outlined" size="sm">
              {t('tenders.feed.emptyMainAction')}
            </ButtonLink>
          </>
        ) : (
          <p className="text-sm text-slate-600">{t(`tenders.feed.emptyHint.${kind}`)}</p>
        ))}
    </div>
  );
}
