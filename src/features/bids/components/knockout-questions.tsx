import { PlusIcon } from '@heroicons/react/20/solid';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/controls/button';
import { t } from '@/i18n/bids';
import type { Gate } from '@/features/bids/model/schemas';
import type { PassageLinks } from '../lib/bid-tender';
import { KnockoutQuestion } from './knockout-question';
import { SheetSection } from './sheet-section';

type KnockoutQuestionsProps = {
  gates: readonly Gate[];
  passages?: PassageLinks | undefined;
  onChange: (gates: Gate[]) => void;
};

const newId = () => `gate-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

/** The knock-out questions: prefilled from the tender's requirements; the user adds, edits and removes them. */
export function KnockoutQuestions({ gates, passages, onChange }: KnockoutQuestionsProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  const replace = (changed: Gate) => onChange(gates.map((gate) => (gate.id === changed.id ? changed : gate)));
  const remove = (id: string) => {
    onChange(gates.filter((gate) => gate.id !== id));
    // The removed question's buttons are gone: the focus goes to 'Vraag toevoegen', not to the page.
    addRef.current?.focus();
  };
  const add = () => {
    const gate: Gate = { id: newId(), text: '', answer: 'unknown', source: null };
    onChange([...gates, gate]);
    setEditing(gate.id);
  };

  return (
    <SheetSection title={t('bids.gates.title')} intro={t('bids.gates.intro')}>
      {gates.length === 0 ? (
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">{t('bids.gates.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {gates.map((gate) => (
            <KnockoutQuestion
              key={gate.id}
              gate={gate}
              isEditing={editing === gate.id}
              passages={passages}
              onChange={replace}
              onEdit={(isEditing) => setEditing(isEditing ? gate.id : null)}
              onRemove={() => remove(gate.id)}
            />
          ))}
        </ol>
      )}
      <Button ref={addRef} variant="outlined" className="self-start" onClick={add}>
        <PlusIcon className="size-5" aria-hidden="true" />
        {t('bids.gates.add')}
      </Button>
    </SheetSection>
  );
}
