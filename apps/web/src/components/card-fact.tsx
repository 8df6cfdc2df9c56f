import type { ReactNode } from 'react';

export type TCardFactProps = {
  label: string;
  children: ReactNode;
  className?: string;
  valueClassName?: string;
};

/** One labelled value in a list item's card (the phone layout of a table row), inside a `<dl>`. */
export function CardFact({ label, children, className, valueClassName }: TCardFactProps) {
  return (
    <div className={className}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
