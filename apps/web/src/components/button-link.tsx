import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';
import { Button, type TButtonProps } from './ui/button.tsx';

export type TButtonLinkProps = Pick<TButtonProps, 'variant' | 'size' | 'className'> & {
  to: To;
  children: ReactNode;
};

/** A button that goes to another page of the app: a real link (it can open in a new tab), drawn as a button. */
export function ButtonLink({ to, variant, size, className, children }: TButtonLinkProps) {
  return (
    <Button variant={variant} size={size} className={className} asChild>
      <Link to={to}>{children}</Link>
    </Button>
  );
}
