import { PencilSquareIcon, TrashIcon } from '@heroicons/react/24/outline';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/controls/button';
import { BID_SHEET } from '@/config/bids';
import { t } from '@/i18n/bids';
import type { Answer, Gate } from '@/features/bids/model/schemas';
import type { PassageLinks } from '../lib/bid-tender';
import { SegmentedChoice } from './segmented-choice';

type KnockoutQuestionProps = {
  gate: Gate;
  isEditing: boolean;
  passages?: PassageLinks | undefined;
  onChange: (gate: Gate) => void;
  onEdit: (editing: boolean) => void;
  onRemove: () => void;
};

const ANSWER_OPTIONS = [
  { value: 'yes', label: t('bids.gates.answers.yes'), tone: 'good' },
  { value: 'no', label: t('bids.gates.answers.no'), tone: 'bad' },
  { value: 'unknown', label: t('bids.gates.answers.unknown') },
] as const satisfies readonly { value: Answer; label: string; tone?: 'good' | 'bad' }[];

/** One knock-out question: its text (or its editor), the passage it comes from, and Ja / Nee / Onbekend. */
export function KnockoutQuestion({ gate, isEditing, passages, onChange, onEdit, onRemove }: KnockoutQuestionProps) {
  const editorRef = useRef<HTMLTextAreaElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(isEditing);
  const question = gate.text.trim() || t('bids.gates.emptyQuestion');
  const tab = gate.source ? (passages?.labelOf(gate.source.topicType) ?? null) : null;

  // The editor takes the focus when it opens; closing it gives the focus back to 'Bewerken'.
  useEffect(() => {
    if (isEditing) editorRef.current?.focus();
    else if (wasEditing.current) editButtonRef.current?.focus();
    wasEditing.current = isEditing;
  }, [isEditing]);

  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
      {isEditing ? (
        <div className="flex flex-col gap-2">
          <label className="flex flex-col gap-1 text-sm font-semibold text-slate-700">
            {t('bids.gates.questionLabel')}
            <textarea
              ref={editorRef}
              rows={2}
              maxLength={BID_SHEET.maxQuestionLength}
              value={gate.text}
              onChange={(event) => onChange({ ...gate, text: event.target.value })}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey) {
                  event.preventDefault();
                  onEdit(false);
                }
              }}
              className="w-full rounded-lg border border-slate-300 px-3 py-2 text-base font-normal text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-700"
            />
          </label>
          <Button size="sm" variant="outlined" className="self-start" onClick={() => onEdit(false)}>
            {t('bids.gates.done')}
          </Button>
        </div>
      ) : (
        <p className="font-medium break-words text-slate-900">{question}</p>
      )}
      {gate.source && tab && passages && (
        <button
          type="button"
          onClick={() => gate.source && passages.show(gate.source)}
          className="self-start text-left text-sm font-semibold text-blue-700 underline underline-offset-2 hover:text-blue-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 pointer-coarse:min-h-11"
        >
          {t('bids.gates.showSource', { tab })}
        </button>
      )}
      <div className="flex flex-col gap-2 @sm:flex-row @sm:items-end">
        <SegmentedChoice
          legend={t('bids.gates.answerLabel')}
          options={ANSWER_OPTIONS}
          value={gate.answer}
          onChange={(answer) => onChange({ ...gate, answer })}
          className="flex-1"
        />
        <div className="flex gap-1">
          {!isEditing && (
            <button
              ref={editButtonRef}
              type="button"
              onClick={() => onEdit(true)}
              aria-label={t('bids.gates.editLabel', { question })}
              className="inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-700"
            >
              <PencilSquareIcon className="size-5" aria-hidden="true" />
            </button>
          )}
          <button
            type="button"
            onClick={onRemove}
            aria-label={t('bids.gates.removeLabel', { question })}
            className="inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-blue-700"
          >
            <TrashIcon className="size-5" aria-hidden="true" />
          </button>
        </div>
      </div>
    </li>
  );
}
