import { useId } from 'react';
import { cn } from '@/lib/frame/cn';

type Option<T extends string | number> = { value: T; label: string; tone?: 'good' | 'bad' | 'neutral' };

type SegmentedChoiceProps<T extends string | number> = {
  legend: string;
  hideLegend?: boolean;
  options: readonly Option<T>[];
  value: T | null;
  onChange: (value: T) => void;
  /** `grid`: four options a row, for many options on a narrow screen (the pipeline's stages on a phone). */
  layout?: 'row' | 'grid';
  className?: string;
};

const checkedTone = {
  good: 'peer-checked:border-emerald-700 peer-checked:bg-emerald-700 peer-checked:text-white',
  bad: 'peer-checked:border-red-700 peer-checked:bg-red-700 peer-checked:text-white',
  neutral: 'peer-checked:border-blue-700 peer-checked:bg-blue-700 peer-checked:text-white',
};

/**
 * A row of radio buttons that look like a segmented control: native radios (the arrow keys move between
 * them, a screen reader names the group), each at least 44 px high and as wide as the row allows, so a
 * phone user answers with one thumb.
 */
export function SegmentedChoice<T extends string | number>({
  legend,
  hideLegend = false,
  options,
  value,
  onChange,
  layout = 'row',
  className,
}: SegmentedChoiceProps<T>) {
  const name = useId();
  return (
    <fieldset className={cn('min-w-0', className)}>
      <legend className={hideLegend ? 'sr-only' : 'mb-1 text-sm font-semibold text-slate-700'}>{legend}</legend>
      <div className={layout === 'grid' ? 'grid grid-cols-4 gap-1' : 'flex gap-1'}>
        {options.map((option) => (
          <label key={String(option.value)} className="flex min-w-11 flex-1">
            <input
              type="radio"
              name={name}
              className="peer sr-only"
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span
              className={cn(
                'flex min-h-11 w-full cursor-pointer items-center justify-center rounded-lg border border-slate-300 bg-white px-2 font-semibold text-slate-800 select-none hover:border-slate-500',
                layout === 'grid' ? 'py-1 text-center text-xs hyphens-auto' : 'text-sm',
                'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-700',
                checkedTone[option.tone ?? 'neutral'],
              )}
            >
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
