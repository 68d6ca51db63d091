import { useState } from 'react';
import { Input } from '@/components/ui/controls/input';
import { t } from '@/i18n/awards';
import { euro } from '../lib/euro';
import { parsePrice } from '../lib/parse-price';
import type { PricePosition } from '../lib/price-position';

type IntendedPriceProps = {
  value: number | null;
  onChange: (value: number | null) => void;
  position: PricePosition | null;
};

/** Where the price would have stood among the past awarded values, in words. */
function positionText(position: PricePosition): string {
  switch (position.kind) {
    case 'none':
      return t('awards.market.price.noValues');
    case 'below':
      return t('awards.market.price.below', { min: euro(position.min) });
    case 'above':
      return t('awards.market.price.above', { max: euro(position.max) });
    case 'inside':
      return t('awards.market.price.inside', {
        min: euro(position.min),
        max: euro(position.max),
        below: position.below,
        count: position.count,
      });
  }
}

/** The price the user intends to offer, in euros, and where it would have stood. */
export function IntendedPrice({ value, onChange, position }: IntendedPriceProps) {
  // The text as typed ('120.000'), so the field is not rewritten under the user's fingers.
  const [text, setText] = useState(value === null ? '' : String(value));
  // A value from elsewhere (the stored sheet loaded after a conflict) replaces the text during render.
  if (parsePrice(text) !== value) setText(value === null ? '' : String(value));
  return (
    <div className="flex flex-col gap-2">
      <Input
        label={t('awards.market.price.label')}
        hint={t('awards.market.price.hint')}
        inputMode="numeric"
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onChange(parsePrice(event.target.value));
        }}
      />
      <p aria-live="polite" className="text-sm text-slate-800">
        {position ? positionText(position) : ''}
      </p>
    </div>
  );
}
