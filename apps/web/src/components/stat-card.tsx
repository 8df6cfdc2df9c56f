import type { LucideIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/class-names.ts';

export type TStatCardProps = {
  label: string;
  value: string;
  caption?: string;
  icon: LucideIcon;
  /** 'danger' for a figure that needs attention (money overdue). */
  tone?: 'danger';
};

export function StatCard({ label, value, caption, icon: Icon, tone }: TStatCardProps) {
  return (
    <Card className="min-w-0 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <span
          className={cn(
            'flex size-8 shrink-0 items-center justify-center rounded-lg',
            tone === 'danger' ? 'bg-danger-soft text-danger' : 'bg-brand-soft text-brand',
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
        </span>
      </div>
      <p
        className={cn(
          'mt-3 text-xl font-semibold tracking-tight break-words tabular-nums sm:text-3xl',
          tone === 'danger' && 'text-danger',
        )}
      >
        {value}
      </p>
      {caption ? <p className="mt-1 text-xs text-muted-foreground">{caption}</p> : null}
    </Card>
  );
}
