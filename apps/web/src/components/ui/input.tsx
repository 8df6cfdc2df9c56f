import type { ComponentProps } from 'react';
import { cn } from '../../lib/class-names.ts';

export const inputClassName = cn(
  'flex h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 py-1 text-sm shadow-xs',
  'transition-[color,box-shadow] placeholder:text-muted-foreground',
  'focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25',
  'disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-muted',
  'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
  'file:border-0 file:bg-transparent file:text-sm file:font-medium',
);

export type TInputProps = ComponentProps<'input'>;

export function Input({ className, type = 'text', ...props }: TInputProps) {
  return <input type={type} className={cn(inputClassName, className)} {...props} />;
}
