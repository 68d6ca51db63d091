import type { ComponentType, SVGProps } from 'react';
import { Tooltip } from '@/components/ui/controls/tooltip';
import { cn } from '@/lib/frame/cn';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

type TenderCardToggleProps = {
  /** Accessible name and tooltip; it stays the same in both states, aria-pressed tells the state. */
  label: string;
  isPressed: boolean;
  onToggle: () => void;
  /** Outline icon when off, solid icon when on ("filled when on"). */
  icon: Icon;
  pressedIcon: Icon;
  tone: 'save' | 'reject';
};

const pressedClasses = {
  save: 'bg-emerald-50 text-emerald-700 ring-1 ring-inset ring-emerald-600/30 hover:bg-emerald-100',
  reject: 'bg-red-50 text-red-700 ring-1 ring-inset ring-red-600/30 hover:bg-red-100',
} as const;

/** An icon-only toggle (save or reject) of the tender card, 44 px square for touch. */
export function TenderCardToggle({
  label,
  isPressed,
  onToggle,
  icon: OffIcon,
  pressedIcon: OnIcon,
  tone,
}: TenderCardToggleProps) {
  const IconShown = isPressed ? OnIcon : OffIcon;
  return (
    <Tooltip content={label} asLabel>
      <button
        type="button"
        aria-pressed={isPressed}
        onClick={onToggle}
        data-card-action={tone}
        className={cn(
          'inline-flex size-11 items-center justify-center rounded-lg transition-colors duration-150 ease-out',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700',
          isPressed ? pressedClasses[tone] : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
        )}
      >
        <IconShown className="size-5" aria-hidden="true" />
      </button>
    </Tooltip>
  );
}
