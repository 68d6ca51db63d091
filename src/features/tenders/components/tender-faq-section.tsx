import { Radio, RadioGroup } from '@headlessui/react';
import { useId, useState, type ReactNode } from 'react';
import { t } from '@/i18n/tenders';

export type TenderFaqMode = 'collapse' | 'list' | 'card';

const MODES: readonly TenderFaqMode[] = ['collapse', 'list', 'card'];

type TenderFaqSectionProps = {
  /** Renders the questions in the chosen mode (the page passes the shared FAQ list: features stay apart). */
  children: (mode: TenderFaqMode) => ReactNode;
};

/** 'Veelgestelde Vragen' with its three display modes; collapsed answers by default (spec §2). */
export function TenderFaqSection({ children }: TenderFaqSectionProps) {
  const [mode, setMode] = useState<TenderFaqMode>('collapse');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl">
          {t('tenders.faq.title')}
        </h2>
        <RadioGroup
          value={mode}
          onChange={setMode}
          aria-label={t('tenders.faq.displayMode')}
          className="inline-flex rounded-lg border border-slate-300 bg-white p-1"
        >
          {MODES.map((option) => (
            <Radio
              key={option}
              value={option}
              className="min-h-9 cursor-pointer rounded-md px-3 py-1.5 text-sm font-semibold text-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 data-checked:bg-blue-700 data-checked:text-white pointer-coarse:min-h-11"
            >
              {t(`tenders.faq.modes.${option}`)}
            </Radio>
          ))}
        </RadioGroup>
      </div>
      {children(mode)}
    </section>
  );
}
