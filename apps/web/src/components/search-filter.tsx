import { useEffect, useId, useState } from 'react';
import { cn } from '../lib/class-names.ts';
import { SearchInput } from './search-input.tsx';
import { Label } from './ui/label.tsx';

const SEARCH_DELAY_MS = 300;

export type TSearchFilterProps = {
  label: string;
  placeholder: string;
  /** The search the list was asked for; undefined for none. */
  value: string | undefined;
  /** Called once typing pauses, with the trimmed text (undefined when empty). */
  onChange: (search: string | undefined) => void;
  className?: string;
};

/** A labelled search box of a list filter bar: typing waits for a pause before asking the server again. */
export function SearchFilter({ label, placeholder, value, onChange, className }: TSearchFilterProps) {
  const id = useId();
  const [text, setText] = useState(value ?? '');

  useEffect(() => {
    const next = text.trim() || undefined;
    if (next === value) return;
    const timer = window.setTimeout(() => onChange(next), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onChange]);

  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <SearchInput id={id} value={text} onChange={(event) => setText(event.target.value)} placeholder={placeholder} />
    </div>
  );
}
