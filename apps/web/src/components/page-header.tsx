import type { ReactNode } from 'react';
import { cn } from '../lib/class-names.ts';

export type TPageHeaderProps = {
  title: string;
  description?: string;
  /** Primary actions, shown on the right (below the title on phones). */
  actions?: ReactNode;
  className?: string;
};

/** The page's one `<h1>`, a one-line description of what the page is for, and the document title. */
export function PageHeader({ title, description, actions, className }: TPageHeaderProps) {
  return (
    <div className={cn('mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)}>
      <title>{`${title} · Rentwell`}</title>
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight text-balance">{title}</h1>
        {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
