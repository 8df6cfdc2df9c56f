import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/class-names.ts';

const alertVariants = cva(
  'flex gap-3 rounded-lg border px-3.5 py-3 text-sm [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0',
  {
    variants: {
      variant: {
        info: 'border-info/25 bg-info-soft text-info',
        success: 'border-success/25 bg-success-soft text-success',
        warning: 'border-warning/25 bg-warning-soft text-warning',
        destructive: 'border-danger/25 bg-danger-soft text-danger',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

export type TAlertProps = ComponentProps<'div'> & VariantProps<typeof alertVariants>;

/** An inline message in a form or page; destructive ones are announced (`role="alert"`). */
export function Alert({ className, variant, role, ...props }: TAlertProps) {
  return (
    <div
      role={role ?? (variant === 'destructive' ? 'alert' : 'status')}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    />
  );
}
