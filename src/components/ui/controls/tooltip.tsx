import { cloneElement, useEffect, useId, useState, type ReactElement } from 'react';
import { cn } from '@/lib/frame/cn';

type Placement = 'top' | 'bottom' | 'left' | 'right';

const placements: Record<Placement, string> = {
  top: 'bottom-full left-1/2 mb-2 -translate-x-1/2',
  bottom: 'top-full left-1/2 mt-2 -translate-x-1/2',
  left: 'right-full top-1/2 mr-2 -translate-y-1/2',
  right: 'left-full top-1/2 ml-2 -translate-y-1/2',
};

type TriggerProps = { 'aria-describedby'?: string; 'aria-labelledby'?: string };

type TooltipProps = {
  content: string;
  /** One focusable element. A disabled entry should use aria-disabled, not disabled, to stay focusable. */
  children: ReactElement<TriggerProps>;
  placement?: Placement;
  /**
   * For icon-only buttons: the tooltip text becomes the trigger's accessible name
   * (aria-labelledby) instead of a description, so it is not read twice.
   */
  asLabel?: boolean;
  className?: string;
};

/**
 * Shows a short text on hover and keyboard focus (role="tooltip"), hides it on blur, on leave
 * and on Escape (WCAG 1.4.13). The text stays in the DOM, so the trigger's name or description
 * is there even while the tooltip is hidden.
 */
export function Tooltip({ content, children, placement = 'top', asLabel = false, className }: TooltipProps) {
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);

  useEffect(() => {
    if (!isOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [isOpen]);

  const relation = asLabel ? 'aria-labelledby' : 'aria-describedby';
  const trigger = cloneElement(children, {
    [relation]: cn(children.props[relation], id),
  });

  return (
    <span
      className={cn('relative inline-flex', className)}
      onMouseEnter={() => setIsOpen(true)}
      onMouseLeave={() => setIsOpen(false)}
      onFocus={() => setIsOpen(true)}
      onBlur={() => setIsOpen(false)}
    >
      {trigger}
      <span
        id={id}
        role="tooltip"
        hidden={!isOpen}
        // The ::before bridge covers the gap to the trigger, so the pointer can move onto the text.
        className={cn(
          'absolute z-50 w-max max-w-xs rounded-lg bg-slate-900 px-2 py-1 text-sm font-normal text-white shadow-md',
          "before:absolute before:-inset-2 before:content-['']",
          placements[placement],
        )}
      >
        {content}
      </span>
    </span>
  );
}
