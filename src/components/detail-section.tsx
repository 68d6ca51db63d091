import { useId, type ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/primitives/button-styles';

type DetailSectionProps = {
  title: string;
  /** Controls beside the title, before the toggle. */
  actions?: ReactNode;
  /** The button that opens and closes what the section holds, with its label for the current state. */
  toggle?: { isOpen: boolean; onToggle: () => void; label: string };
  children?: ReactNode;
};

/** A card of the tender detail that its extensions add (go/no-go, past awards): a titled section that opens in place. */
export function DetailSection({ title, actions, toggle, children }: DetailSectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl">
          {title}
        </h2>
        {(actions || toggle) && (
          <div className="flex flex-wrap gap-2">
            {actions}
            {toggle && (
              <button
                type="button"
                aria-expanded={toggle.isOpen}
                className={buttonClasses({ variant: 'outlined', className: 'min-h-11' })}
                onClick={toggle.onToggle}
              >
                {toggle.label}
              </button>
            )}
          </div>
        )}
      </div>
      {children}
    </section>
  );
}
