import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/class-names.ts';

export type TSpinnerProps = {
  className?: string;
  /** When given, announced to assistive technology; otherwise the spinner is decorative. */
  label?: string;
};

export function Spinner({ className, label }: TSpinnerProps) {
  return (
    <LoaderCircle
      className={cn('size-4 animate-spin text-current', className)}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? 'img' : undefined}
    />
  );
}
