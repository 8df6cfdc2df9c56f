import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { LabelledSelect, type TLabelledSelectProps } from '../../../components/labelled-select.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { cn } from '../../../lib/class-names.ts';

const SEARCH_DELAY_MS = 300;

/** A labelled select above a console list, at the console's filter width. */
export function FilterSelect<TValue extends string>({ className, ...props }: TLabelledSelectProps<TValue>) {
  return <LabelledSelect className={cn('w-full sm:w-44', className)} {...props} />;
}

export type TSearchFieldProps = {
  label: string;
  placeholder: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  className?: string;
};

/** A search box that asks the server again only after a pause in typing. */
export function SearchField({ label, placeholder, value, onChange, className }: TSearchFieldProps) {
  const id = useId();
  const [text, setText] = useState(value ?? '');

  useEffect(() => {
    const next = text.trim() || undefined;
    if (next === value) return;
    const timer = window.setTimeout(() => onChange(next), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onChange]);

  return (
    <div className={cn('grid w-full gap-1.5 sm:w-64', className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder}
          className="ps-9"
          maxLength={100}
        />
      </div>
    </div>
  );
}
