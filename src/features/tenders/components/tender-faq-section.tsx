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
  const groupName = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl">
          {t('tenders.faq.title')}
        </h2>
        {/* Native radios (arrow keys, Tab to the checked one), each covering its label so the whole pill is the target. */}
        <div
          role="radiogroup"
          aria-label={t('tenders.faq.displayMode')}
          className="inline-flex rounded-lg border border-slate-300 bg-white p-1"
        >
          {MODES.map((option) => (
            <label
              key={option}
              className="relative inline-flex min-h-9 items-center rounded-md px-3 py-1.5 text-sm font-semibold text-slate-700 has-checked:bg-blue-700 has-checked:text-white pointer-coarse:min-h-11"
            >
              <input
                type="radio"
                name={groupName}
                value={option}
                checked={mode === option}
                onChange={() => setMode(option)}
                className="absolute inset-0 cursor-pointer appearance-none rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
              />
              {t(`tenders.faq.modes.${option}`)}
            </label>
          ))}
        </div>
      </div>
      {children(mode)}
    </section>
  );
}
