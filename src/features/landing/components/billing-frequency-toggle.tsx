import { useId } from 'react';
import { t } from '@/i18n/landing';
import { cn } from '@/lib/frame/cn';
import type { BillingFrequencyOption, BillingFrequencyValue } from '../types';

type BillingFrequencyToggleProps = {
  options: BillingFrequencyOption[];
  value: BillingFrequencyValue;
  onChange: (value: BillingFrequencyValue) => void;
};

/** Monthly or yearly billing as a pill-shaped pair of native radio buttons (arrow keys work as usual). */
export function BillingFrequencyToggle({ options, value, onChange }: BillingFrequencyToggleProps) {
  const name = useId();
  return (
    <fieldset>
      <legend className="sr-only">{t('landing.pricing.frequencyLabel')}</legend>
      <div className="inline-grid grid-cols-2 gap-1 rounded-full bg-white p-1 ring-1 ring-slate-200 ring-inset">
        {options.map((option) => {
          const isChecked = option.value === value;
          return (
            <label
              key={option.value}
              className={cn(
                'flex min-h-11 cursor-pointer items-center justify-center rounded-full px-5 text-sm font-semibold',
                'transition-colors duration-150 ease-out',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blue-700',
                isChecked ? 'bg-blue-700 text-white' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={isChecked}
                onChange={() => onChange(option.value)}
                className="sr-only"
              />
              {option.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
