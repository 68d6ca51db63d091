import type { ComponentType, SVGProps } from 'react';
import { cn } from '@/lib/frame/cn';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

type TenderDetailToggleProps = {
  isPressed: boolean;
  onToggle: () => void;
  /** Spec §2 names the two states ('Bewaren' / 'Bewaard'); aria-pressed tells the state as well. */
  label: string;
  pressedLabel: string;
  icon: Icon;
  pressedIcon: Icon;
  tone: 'save' | 'reject';
};

const pressedClasses = {
  save: 'border-emerald-600 bg-emerald-50 text-emerald-800 hover:bg-emerald-100',
  reject: 'border-red-600 bg-red-50 text-red-800 hover:bg-red-100',
} as const;

/** A labelled save or reject toggle of the tender detail, filled when on. */
export function TenderDetailToggle({
  isPressed,
  onToggle,
  label,
  pressedLabel,
  icon: OffIcon,
  pressedIcon: OnIcon,
  tone,
}: TenderDetailToggleProps) {
  const IconShown = isPressed ? OnIcon : OffIcon;
  return (
    <button
      type="button"
      aria-pressed={isPressed}
      onClick={onToggle}
      className={cn(
        'inline-flex min-h-11 items-center gap-2 rounded-lg border px-4 py-2 font-semibold transition-colors duration-150 ease-out',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700',
        isPressed ? pressedClasses[tone] : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
      )}
    >
      <IconShown className="size-5" aria-hidden="true" />
      {isPressed ? pressedLabel : label}
    </button>
  );
}
