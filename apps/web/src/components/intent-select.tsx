import { ChevronDown } from 'lucide-react';
import { cn } from '../lib/class-names.ts';
import { LoadOnIntent } from './load-on-intent.tsx';
import { SELECT_TRIGGER_CLASS } from './ui/select-trigger-class.ts';

export type TSelectOption = { value: string; label: string };

export type TIntentSelectProps = {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly TSelectOption[];
  'aria-label': string;
  triggerClassName?: string;
};

const loadPopup = async () => (await import('./intent-select-popup.tsx')).IntentSelectPopup;

/**
 * A select (a list filter's, say) that looks and works like `Select`, but whose Radix code loads when the user reaches
 * for it, so the page's first render does without it. Its button shows the chosen option's label.
 */
export function IntentSelect({ value, onValueChange, options, triggerClassName, ...props }: TIntentSelectProps) {
  const chosen = options.find((option) => option.value === value);
  return (
    <LoadOnIntent
      popup="listbox"
      load={loadPopup}
      controlProps={{ value, onValueChange, options }}
      trigger={
        <button
          type="button"
          role="combobox"
          aria-label={props['aria-label']}
          aria-expanded={false}
          aria-autocomplete="none"
          data-state="closed"
          className={cn(SELECT_TRIGGER_CLASS, triggerClassName)}
        >
          <span style={{ pointerEvents: 'none' }}>{chosen?.label}</span>
          <ChevronDown className="size-4 opacity-60" aria-hidden="true" />
        </button>
      }
    />
  );
}
