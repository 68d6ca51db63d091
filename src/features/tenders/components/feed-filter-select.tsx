import { useId, type ComponentProps } from 'react';
import { Field } from '@/components/ui/controls/field';
import { controlClasses } from '@/components/ui/controls/field-aria';
import { cn } from '@/lib/frame/cn';

type FeedFilterSelectProps = ComponentProps<'select'> & { label: string; containerClassName?: string };

/** A labelled native select: the platform's own picker, which on a phone is the wheel users know. */
export function FeedFilterSelect({ label, containerClassName, className, ...rest }: FeedFilterSelectProps) {
  const id = useId();
  return (
    <Field id={id} label={label} className={containerClassName}>
      <select id={id} className={cn(controlClasses, 'min-h-11', className)} {...rest} />
    </Field>
  );
}
