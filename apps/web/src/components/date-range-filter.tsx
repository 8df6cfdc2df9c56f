import { useId } from 'react';
import { Input } from './ui/input.tsx';
import { Label } from './ui/label.tsx';

type TDateRange = { from?: string | undefined; to?: string | undefined };

export type TDateRangeFilterProps = {
  fromLabel: string;
  toLabel: string;
  value: TDateRange;
  /** Called with both ends; an emptied end is undefined. */
  onChange: (range: { from: string | undefined; to: string | undefined }) => void;
};

/** The first and last day of a list filter bar, as two cells of its grid; neither end can pass the other. */
export function DateRangeFilter({ fromLabel, toLabel, value, onChange }: TDateRangeFilterProps) {
  const fromId = useId();
  const toId = useId();
  return (
    <>
      <div className="grid gap-1.5">
        <Label htmlFor={fromId}>{fromLabel}</Label>
        <Input
          id={fromId}
          type="date"
          value={value.from ?? ''}
          max={value.to}
          onChange={(event) => onChange({ from: event.target.value || undefined, to: value.to })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={toId}>{toLabel}</Label>
        <Input
          id={toId}
          type="date"
          value={value.to ?? ''}
          min={value.from}
          onChange={(event) => onChange({ from: value.from, to: event.target.value || undefined })}
        />
      </div>
    </>
  );
}
