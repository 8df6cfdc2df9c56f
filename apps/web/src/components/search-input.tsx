import { Search } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/class-names.ts';
import { Input } from './ui/input.tsx';

type TSearchInputProps = Omit<ComponentProps<typeof Input>, 'type' | 'children'> & {
  /** Classes of the box around the input and its magnifier. */
  wrapperClassName?: string;
  /** Shown in that box after the input, such as a spinner at its end. */
  children?: ReactNode;
};

/** A search box: a text input of at most 100 characters with a magnifier at its start. */
export function SearchInput({ className, wrapperClassName, children, ...props }: TSearchInputProps) {
  return (
    <div className={cn('relative', wrapperClassName)}>
      <Search
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input type="search" maxLength={100} {...props} className={cn('ps-9', className)} />
      {children}
    </div>
  );
}
