import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from './alert.tsx';

export type TFailureAlertProps = {
  /** What failed: 'Your message was not sent'. */
  title: string;
  /** Why, or what to do about it. */
  children: ReactNode;
  className?: string;
};

/** A failure in a form: what failed in bold, then why; announced as it appears. */
export function FailureAlert({ title, children, className }: TFailureAlertProps) {
  return (
    <Alert variant="destructive" className={className}>
      <CircleAlert aria-hidden="true" />
      <div>
        <p className="font-medium">{title}</p>
        <p className="mt-0.5">{children}</p>
      </div>
    </Alert>
  );
}
