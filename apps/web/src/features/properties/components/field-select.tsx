import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { inputClassName } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/class-names.ts';

/**
 * A native `<select>` styled like the inputs, for long lists (countries, currencies): the phone's own picker and
 * type-to-find work. `id` and the ARIA attributes `FormField` passes land on the select itself.
 */
export function FieldSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <span className={cn('relative flex', className)}>
      <select className={cn(inputClassName, 'appearance-none pe-8')} {...props}>
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute end-2.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
    </span>
  );
}
