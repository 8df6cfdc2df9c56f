import type { ReactNode } from 'react';

/** One part of the analysis: a heading, what it shows, and its items or a line saying there are none. */
export function AnalysisSection({
  id,
  title,
  description,
  isEmpty,
  emptyText,
  children,
}: {
  id: string;
  title: string;
  description: string;
  isEmpty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-2" data-testid={id}>
      <div>
        <h3 id={id} className="text-base font-semibold">
          {title}
        </h3>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {isEmpty ? <p className="text-sm">{emptyText}</p> : children}
    </section>
  );
}
