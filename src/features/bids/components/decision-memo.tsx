import { createPortal } from 'react-dom';
import { formatDate } from '@/lib/frame/format';
import { t } from '@/i18n/bids';
import type { BidDraft } from '@/features/bids/model/draft-backup';
import type { Advice } from '../lib/advice';
import { adviceText } from '../lib/advice-text';
import type { BidTender, PassageLinks } from '../lib/bid-tender';
import type { Milestone } from '../lib/milestones';
import './decision-memo.css';

type DecisionMemoProps = {
  tender: BidTender;
  draft: BidDraft;
  advice: Advice;
  milestones: readonly Milestone[];
  passages?: PassageLinks | undefined;
};

const cell = 'border border-slate-300 px-2 py-1 text-left align-top';

/**
 * The sheet as a one- or two-page decision memo, for print and the browser's 'save as PDF'. It sits
 * beside the app (a portal into <body>), hidden on screen; in print it is all there is (decision-memo.css).
 */
export function DecisionMemo({ tender, draft, advice, milestones, passages }: DecisionMemoProps) {
  const { sheet, decision } = draft;
  const none = t('bids.memo.none');
  return createPortal(
    <div className="bid-memo hidden text-sm text-black" data-testid="decision-memo">
      <h1 className="mb-1 text-xl">{t('bids.memo.title')}</h1>
      <p className="mb-3 text-xs">{t('bids.memo.printedOn', { date: formatDate(new Date().toISOString()) })}</p>
      <dl className="mb-3 grid grid-cols-[auto_1fr] gap-x-4">
        <dt className="font-semibold">{t('bids.memo.tender')}</dt>
        <dd>{tender.displayName}</dd>
        <dt className="font-semibold">{t('bids.memo.buyer')}</dt>
        <dd>{tender.organization ?? none}</dd>
        <dt className="font-semibold">{t('bids.memo.deadline')}</dt>
        <dd>{draft.deadline ? formatDate(draft.deadline) : none}</dd>
      </dl>

      <h2 className="mt-3 mb-1 text-base">{t('bids.gates.title')}</h2>
      {sheet.gates.length === 0 ? (
        <p>{none}</p>
      ) : (
        <ol className="list-decimal pl-5">
          {sheet.gates.map((gate) => {
            const tab = gate.source ? (passages?.labelOf(gate.source.topicType) ?? gate.source.topicType) : null;
            return (
              <li key={gate.id} className="break-inside-avoid">
                <strong>{t(`bids.gates.answers.${gate.answer}`)}</strong> — {gate.text || t('bids.gates.emptyQuestion')}
                {tab && <span className="text-xs"> ({t('bids.memo.source', { tab })})</span>}
              </li>
            );
          })}
        </ol>
      )}

      <h2 className="mt-3 mb-1 text-base">{t('bids.criteria.title')}</h2>
      <table className="w-full border-collapse">
        <tbody>
          {sheet.criteria.map((criterion) => (
            <tr key={criterion.id}>
              <th scope="row" className={cell}>
                {criterion.label}
              </th>
              <td className={cell}>{criterion.weight}</td>
              <td className={cell}>{criterion.score ?? none} / 4</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className={cell}>
              {t('bids.memo.total')}
            </th>
            <td className={cell} colSpan={2}>
              {advice.percent === null ? none : `${advice.percent} %`}
            </td>
          </tr>
        </tbody>
      </table>

      <h2 className="mt-3 mb-1 text-base">{t('bids.advice.title')}</h2>
      <p>
        <strong>{t(`bids.advice.kinds.${advice.kind}`)}</strong> — {adviceText(advice)}
      </p>

      <h2 className="mt-3 mb-1 text-base">{t('bids.decision.title')}</h2>
      <p>
        <strong>{decision.outcome ? t(`bids.decision.outcomes.${decision.outcome}`) : none}</strong>
        {decision.reason.trim() && ` — ${t('bids.decision.reason')}: ${decision.reason.trim()}`}
      </p>

      <h2 className="mt-3 mb-1 text-base">{t('bids.plan.title')}</h2>
      <ul>
        {milestones.map((milestone) => (
          <li key={milestone.key}>
            {t(`bids.plan.milestones.${milestone.key}`)}: {milestone.date ? formatDate(milestone.date) : none}
          </li>
        ))}
      </ul>

      {sheet.notes.trim() && (
        <>
          <h2 className="mt-3 mb-1 text-base">{t('bids.notes.title')}</h2>
          <p className="whitespace-pre-wrap">{sheet.notes.trim()}</p>
        </>
      )}
    </div>,
    document.body,
  );
}
