import type { LucideIcon } from 'lucide-react';
import { cn } from '../lib/class-names.ts';
import { Card } from './ui/card.tsx';

export type TStatCardProps = {
  label: string;
  value: string;
  caption?: string | undefined;
  icon: LucideIcon;
  /** 'danger' for a figure that needs attention (a loss, money outstanding or overdue). */
  tone?: 'danger' | undefined;
  /** 'h3' where the cards sit under a section heading and each figure is found by its label. */
  labelAs?: 'p' | 'h3';
  /** 'compact' for a row of five cards, where the large figure would wrap. */
  size?: 'default' | 'compact';
};

/** One key figure: its label, the value, an optional caption and an icon. */
export function StatCard({ label, value, caption, icon: Icon, tone, labelAs: LabelTag = 'p', size }: TStatCardProps) {
  return (
    <Card className="h-full min-w-0 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <LabelTag className="text-sm font-medium text-muted-foreground">{label}</LabelTag>
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
          'mt-3 text-xl font-semibold tracking-tight break-words tabular-nums',
          size === 'compact' ? 'sm:text-2xl' : 'sm:text-3xl',
          tone === 'danger' && 'text-danger',
        )}
      >
        {value}
      </p>
      {caption ? <p className="mt-1 text-xs text-muted-foreground">{caption}</p> : null}
    </Card>
  );
}
