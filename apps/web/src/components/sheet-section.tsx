import type { ReactNode } from 'react';

/** A titled part of a detail sheet (terms, photos, payments...). */
export function SheetSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}
