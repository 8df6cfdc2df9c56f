import type { ComponentProps } from 'react';
import { cn } from '../../lib/class-names.ts';
import { inputClassName } from './input.tsx';

export type TTextareaProps = ComponentProps<'textarea'>;

export function Textarea({ className, rows = 4, ...props }: TTextareaProps) {
  return (
    <textarea
      rows={rows}
      className={cn(inputClassName, 'h-auto min-h-20 py-2 leading-relaxed', className)}
      {...props}
    />
  );
}
