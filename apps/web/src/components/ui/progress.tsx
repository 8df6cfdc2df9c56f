import { Progress as ProgressPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/class-names.ts';

export type TProgressProps = Omit<ComponentProps<typeof ProgressPrimitive.Root>, 'value'> & {
  /** Share done, 0..100. */
  value: number;
};

/** A determinate progress bar (uploads); give it an accessible name with `aria-label` or `aria-labelledby`. */
export function Progress({ className, value, ...props }: TProgressProps) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <ProgressPrimitive.Root
      value={clamped}
      max={100}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className="h-full w-full bg-primary transition-transform duration-200 ease-out"
        style={{ transform: `translateX(-${100 - clamped}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
