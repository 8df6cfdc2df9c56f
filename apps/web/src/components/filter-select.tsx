import { useId } from 'react';
import { cn } from '../lib/class-names.ts';
import { Label } from './ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectOptionItems, SelectTrigger, SelectValue } from './ui/select.tsx';

const ALL = 'all';

export type TFilterSelectProps = {
  label: string;
  /** The first option, which clears the filter (`value` undefined). */
  allLabel: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
  className?: string;
};

/** A labelled list filter: one of `options`, or every one of them ('all', `value` undefined). */
export function FilterSelect({ label, allLabel, value, options, onChange, className }: TFilterSelectProps) {
  const id = useId();
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Select value={value ?? ALL} onValueChange={(next) => onChange(next === ALL ? undefined : next)}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{allLabel}</SelectItem>
          <SelectOptionItems options={options} />
        </SelectContent>
      </Select>
    </div>
  );
}
