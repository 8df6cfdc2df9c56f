import { Label as LabelPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/class-names.ts';

export type TLabelProps = ComponentProps<typeof LabelPrimitive.Root>;

export function Label({ className, ...props }: TLabelProps) {
  return (
    <LabelPrimitive.Root
      className={cn(
        'text-sm leading-none font-medium text-foreground select-none peer-disabled:cursor-not-allowed',
        className,
      )}
      {...props}
    />
  );
}
