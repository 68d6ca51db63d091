import { Button } from '@/components/ui/controls/button';
import { ButtonLink } from '@/components/ui/primitives/button-link';
import { paths } from '@/config/paths';
import type { FeedKind } from '@/features/tenders/logged-in/keys';
import { t } from '@/i18n/tenders';

type TenderFeedEmptyProps = {
  kind: FeedKind;
  showHint: boolean;
  /** Given while filters are set: they, not the feed, are why nothing shows. */
  onClearFilters?: (() => void) | undefined;
};

/** An empty feed says why and offers one next step (design.md 'States'). */
export function TenderFeedEmpty({ kind, showHint, onClearFilters }: TenderFeedEmptyProps) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-6">
      <p className="font-semibold text-slate-900">{t('tenders.feed.empty')}</p>
      {onClearFilters ? (
        <>
          <p className="text-sm text-slate-600">{t('tenders.filters.emptyHint')}</p>
          <Button variant="outlined" size="sm" onClick={onClearFilters}>
            {t('tenders.filters.clear')}
          </Button>
        </>
      ) : (
        showHint &&
        (kind === 'main' ? (
          <>
            <p className="text-sm text-slate-600">{t('tenders.feed.emptyMainHint')}</p>
            <ButtonLink to={paths.preferences.getHref()} variant="outlined" size="sm">
              {t('tenders.feed.emptyMainAction')}
            </ButtonLink>
          </>
        ) : (
          <p className="text-sm text-slate-600">{t(`tenders.feed.emptyHint.${kind}`)}</p>
        ))
      )}
    </div>
  );
}
