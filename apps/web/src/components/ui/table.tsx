import type { ComponentProps } from 'react';
import { cn } from '../../lib/class-names.ts';

export type TTableProps = ComponentProps<'table'> & {
  /** Classes of the scrolling wrapper; give it a max height (`max-h-[32rem]`) to keep the header in view. */
  containerClassName?: string;
  /**
   * Names the scrolling wrapper and lets the keyboard reach it, so a table without buttons or links can still be
   * scrolled without a mouse.
   */
  scrollLabel?: string;
};

/** A table that scrolls inside its own container, with a header that stays visible while scrolling. */
export function Table({ className, containerClassName, scrollLabel, ...props }: TTableProps) {
  return (
    <div
      className={cn(
        'relative w-full overflow-auto rounded-xl border bg-card',
        scrollLabel && 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        containerClassName,
      )}
      {...(scrollLabel ? { role: 'region', 'aria-label': scrollLabel, tabIndex: 0 } : {})}
    >
      <table className={cn('w-full caption-bottom border-separate border-spacing-0 text-sm', className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('sticky top-0 z-10 bg-muted/95 backdrop-blur', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child>td]:border-b-0', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr className={cn('transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted', className)} {...props} />
  );
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cn(
        'h-10 border-b px-4 text-start align-middle text-xs font-medium tracking-wide whitespace-nowrap text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('border-b px-4 py-3 align-middle', className)} {...props} />;
}
