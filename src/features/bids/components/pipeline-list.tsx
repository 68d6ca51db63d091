import { useEffect, useId, useRef, useState } from 'react';
import { t } from '@/i18n/pipeline';
import type { PipelineBid } from '../api/get-pipeline';
import type { BidStatus } from '@/features/bids/model/schemas';
import type { PipelineColumn } from '../lib/pipeline';
import { MoveMenuLoader } from './move-menu-loader';
import { PipelineCard } from './pipeline-card';
import { SegmentedChoice } from './segmented-choice';
import { StageSummary } from './stage-summary';

type PipelineListProps = {
  columns: PipelineColumn[];
  onMove: (bid: PipelineBid, stage: BidStatus) => void;
  /** The stage shown first: the highlighted card's, else the first that holds a tender. */
  initialStage: BidStatus;
  highlightedId: number | null;
  highlightedTitleRef: (element: HTMLAnchorElement | null) => void;
};

/**
 * After a move the card leaves the list (`moved`): the focus goes to the card that took its place, else to the
 * stages.
 */
type FocusAfterMove = { moved: number; to: number | 'stages' } | null;

/**
 * The pipeline below 1024 px: the stages as a segmented control with their counts, the chosen stage's cards
 * as a list, each moved by 'Verplaats naar…' (no dragging on a phone: it fights the scrolling).
 */
export function PipelineList({ columns, onMove, initialStage, highlightedId, highlightedTitleRef }: PipelineListProps) {
  const [stage, setStage] = useState<BidStatus>(initialStage);
  const focusAfterMove = useRef<FocusAfterMove>(null);
  const headingId = useId();
  const stagesRef = useRef<HTMLDivElement>(null);
  const menuButtons = useRef(new Map<number, HTMLButtonElement>());
  const column = columns.find((candidate) => candidate.stage === stage) ?? columns[0];

  // After the render that took the moved card out of the list.
  const shown = column?.cards;
  useEffect(() => {
    const pending = focusAfterMove.current;
    if (pending === null || shown?.some((card) => card.bid.tenderId === pending.moved)) return;
    focusAfterMove.current = null;
    if (pending.to === 'stages') stagesRef.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
    else menuButtons.current.get(pending.to)?.focus();
  });

  if (!column) return null;
  const moveByMenu = (bid: PipelineBid, to: BidStatus) => {
    const index = column.cards.findIndex((card) => card.bid.tenderId === bid.tenderId);
    const next = column.cards[index + 1] ?? column.cards[index - 1];
    focusAfterMove.current = { moved: bid.tenderId, to: next ? next.bid.tenderId : 'stages' };
    onMove(bid, to);
  };

  return (
    <div className="flex flex-col gap-4">
      <div ref={stagesRef}>
        <SegmentedChoice
          legend={t('pipeline.phone.stages')}
          layout="grid"
          options={columns.map((option) => ({
            value: option.stage,
            label: t('pipeline.phone.stageOption', {
              stage: t(`pipeline.stages.${option.stage}`),
              count: option.cards.length,
            }),
          }))}
          value={stage}
          onChange={setStage}
        />
      </div>
      <div className="flex flex-col gap-3">
        <StageSummary column={column} headingId={headingId} />
        {column.cards.length === 0 ? (
          <p className="px-1 text-sm text-slate-600">{t('pipeline.column.empty')}</p>
        ) : (
          <ul aria-labelledby={headingId} className="flex flex-col gap-3">
            {column.cards.map((card) => {
              const { bid } = card;
              const isHighlighted = bid.tenderId === highlightedId;
              return (
                <li key={bid.tenderId}>
                  <PipelineCard
                    card={card}
                    isHighlighted={isHighlighted}
                    titleRef={isHighlighted ? highlightedTitleRef : undefined}
                    menu={(titleId) => (
                      <MoveMenuLoader
                        buttonRef={(element) => {
                          if (element) menuButtons.current.set(bid.tenderId, element);
                          else menuButtons.current.delete(bid.tenderId);
                        }}
                        describedBy={titleId}
                        stage={bid.status}
                        onMove={(to) => moveByMenu(bid, to)}
                      />
                    )}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
