import { useId } from 'react';
import { cn } from '../lib/class-names.ts';
import { Label } from './ui/label.tsx';
import { Select, SelectContent, SelectOptionItems, SelectTrigger, SelectValue } from './ui/select.tsx';

export type TLabelledSelectProps<TValue extends string> = {
  label: string;
  value: TValue;
  options: readonly { value: TValue; label: string }[];
  onChange: (value: TValue) => void;
  className?: string;
};

/** A labelled select of a filter bar, typed by its values (an 'all' choice, if any, is one of `options`). */
export function LabelledSelect<TValue extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: TLabelledSelectProps<TValue>) {
  const id = useId();
  return (
    <div className={cn('grid min-w-0 gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Select
        value={value}
        onValueChange={(next) => onChange(options.find((option) => option.value === next)?.value ?? value)}
      >
        {/* min-w-0: a long value (French, say) is cut with an ellipsis instead of widening the grid. */}
        <SelectTrigger id={id} className="min-w-0 [&>span]:min-w-0">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectOptionItems options={options} />
        </SelectContent>
      </Select>
    </div>
  );
}
