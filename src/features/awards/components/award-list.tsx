import { ArrowTopRightOnSquareIcon } from '@heroicons/react/20/solid';
import { VisuallyHidden } from '@/components/ui/primitives/visually-hidden';
import { t, tp } from '@/i18n/awards';
import { formatDate } from '@/lib/frame/format';
import { euro } from '../lib/euro';
import type { Award } from '../api/schemas';
import { winnersText } from '../lib/winners';

const moreWinners = (count: number) => tp('awards.list.moreWinners', count);

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="break-words text-slate-900">{value}</dd>
    </div>
  );
}

function AwardItem({ award }: { award: Award }) {
  const unknown = t('awards.list.unknown');
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-col gap-1">
        <p className="font-semibold break-words text-slate-900">{award.title ?? award.cpvLabel ?? award.noticeId}</p>
        {award.buyer && <p className="text-sm break-words text-slate-600">{award.buyer}</p>}
      </div>
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <Detail term={t('awards.list.winner')} value={winnersText(award, moreWinners) || t('awards.list.noWinner')} />
        <Detail
          term={t('awards.list.value')}
          value={award.awardedValueEur === null ? unknown : euro(award.awardedValueEur)}
        />
        <Detail
          term={t('awards.list.bidders')}
          value={award.tendersReceived === null ? unknown : String(award.tendersReceived)}
        />
        <Detail term={t('awards.list.date')} value={award.awardDate ? formatDate(award.awardDate) : unknown} />
      </dl>
      {award.similarity.length > 0 && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-slate-600">{t('awards.list.why')}:</span>
          <ul className="flex flex-wrap gap-2">
            {award.similarity.map((reason) => (
              <li key={reason} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-slate-800">
                {t(`awards.similarity.${reason}`)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {award.tedUrl && (
        <a
          href={award.tedUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-1 self-start font-semibold text-blue-700 underline hover:text-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        >
          <span>
            {t('awards.list.ted')}
            <VisuallyHidden> {t('common.opensInNewWindow')}</VisuallyHidden>
          </span>
          <ArrowTopRightOnSquareIcon className="size-4" aria-hidden="true" />
        </a>
      )}
    </li>
  );
}

/** The similar awards, most similar first: winner, value, bidders, date, why similar and the notice on TED. */
export function AwardList({ awards }: { awards: readonly Award[] }) {
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-lg">{t('awards.list.title')}</h3>
      <ul className="flex flex-col gap-3">
        {awards.map((award, index) => (
          <AwardItem key={`${award.noticeId}-${index}`} award={award} />
        ))}
      </ul>
    </div>
  );
}
