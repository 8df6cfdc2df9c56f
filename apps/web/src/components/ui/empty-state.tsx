import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/class-names.ts';

export type TEmptyStateProps = {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  /** Buttons or links offering the next step. */
  action?: ReactNode;
  className?: string;
  /** Heading level of the title, so the page outline stays correct (default h2). */
  headingLevel?: 'h2' | 'h3';
};

export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  className,
  headingLevel: Heading = 'h2',
}: TEmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center rounded-xl border border-dashed bg-card px-6 py-12 text-center sm:py-16',
        className,
      )}
    >
      <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand">
        <Icon className="size-6" aria-hidden="true" />
      </div>
      <Heading className="text-base font-semibold tracking-tight">{title}</Heading>
      <div className="mt-1.5 max-w-md text-sm text-muted-foreground">{description}</div>
      {action ? <div className="mt-6 flex flex-wrap items-center justify-center gap-2">{action}</div> : null}
    </div>
  );
}
