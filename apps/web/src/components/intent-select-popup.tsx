import { Select as SelectPrimitive } from 'radix-ui';
import type { TIntentSelectProps } from './intent-select.tsx';
import type { TIntentLoadedProps } from './load-on-intent.tsx';
import { Select, SelectContent, SelectOptionItems } from './ui/select.tsx';

export type TIntentSelectPopupProps = TIntentLoadedProps &
  Pick<TIntentSelectProps, 'value' | 'onValueChange' | 'options'>;

/** The select itself, loaded when the user reaches for its button (see `IntentSelect`). */
export function IntentSelectPopup({ trigger, defaultOpen, value, onValueChange, options }: TIntentSelectPopupProps) {
  return (
    <Select value={value} onValueChange={onValueChange} defaultOpen={defaultOpen}>
      <SelectPrimitive.Trigger asChild>{trigger}</SelectPrimitive.Trigger>
      <SelectContent>
        <SelectOptionItems options={options} />
      </SelectContent>
    </Select>
  );
}
