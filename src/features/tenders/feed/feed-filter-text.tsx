import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { FEED_FILTERS } from '@/config/constants';

type FeedFilterTextProps = Omit<ComponentProps<'input'>, 'value' | 'onChange'> & {
  /** The filter's value in the URL. */
  value: string;
  /** Called once typing pauses (or on Enter) with the text typed. */
  onCommit: (value: string) => void;
  /** Keeps only digits (amounts in whole euros, pasted as `€ 100.000` or typed). */
  digitsOnly?: boolean;
};

/**
 * A filter the user types: the field answers every key at once, the URL (and with it the feed call)
 * follows only when typing pauses, so a word does not cost a request per letter. A bare input: the caller
 * labels it.
 */
export function FeedFilterText({ value, onCommit, digitsOnly = false, onKeyDown, ...rest }: FeedFilterTextProps) {
  const [draft, setDraft] = useState(value);
  const [urlValue, setUrlValue] = useState(value);
  const timer = useRef<number | undefined>(undefined);

  // The URL changed under the field (back/forward, 'Wis filters'): show it, unless it is what was typed.
  if (value !== urlValue) {
    setUrlValue(value);
    if (value !== draft.trim()) setDraft(value);
  }

  useEffect(() => () => window.clearTimeout(timer.current), []);
  // A pending commit of what was typed must not undo a URL change made since (back/forward, 'Wis filters').
  useEffect(() => () => window.clearTimeout(timer.current), [value]);

  const commit = (text: string) => {
    window.clearTimeout(timer.current);
    if (text.trim() !== value) onCommit(text);
  };

  return (
    <input
      {...rest}
      value={draft}
      onChange={(event) => {
        const text = digitsOnly ? event.target.value.replace(/\D/g, '') : event.target.value;
        setDraft(text);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => commit(text), FEED_FILTERS.searchDebounce);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit(draft);
        onKeyDown?.(event);
      }}
    />
  );
}
