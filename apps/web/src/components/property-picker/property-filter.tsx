import { useId } from 'react';
import { cn } from '../../lib/class-names.ts';
import { Label } from '../ui/label.tsx';
import { PropertyPicker } from './property-picker.tsx';

export type TPropertyFilterProps = {
  label: string;
  /** The first choice, which clears the filter (`value` undefined). */
  allLabel: string;
  value: string | undefined;
  /** Choices between 'all' and the properties, such as 'Portfolio-wide'. */
  extraOptions?: readonly { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
  className?: string;
};

/** A labelled list filter by property: all of them, one of `extraOptions`, or one property found by searching. */
export function PropertyFilter({
  label,
  allLabel,
  value,
  extraOptions = [],
  onChange,
  className,
}: TPropertyFilterProps) {
  const id = useId();
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <PropertyPicker
        id={id}
        value={value}
        leadingOptions={[{ value: undefined, label: allLabel }, ...extraOptions]}
        onChange={(next) => onChange(next)}
      />
    </div>
  );
}
