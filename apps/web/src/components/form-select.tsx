import type { Ref } from 'react';
import { Select, SelectContent, SelectOptionItems, SelectTrigger, SelectValue } from './ui/select.tsx';

export type TFormSelectProps = {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  disabled?: boolean;
  onBlur?: () => void;
  ref?: Ref<HTMLButtonElement>;
  /** Set by `FormField`: they land on the trigger, so the label, hint and error are tied to it. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/** What a react-hook-form `Controller` hands its render (`field`), as FormSelect reads it. */
export type TSelectField = {
  ref: Ref<HTMLButtonElement>;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
};

/** Binds FormSelect to a `Controller` field: `<FormSelect {...selectFieldProps(field)} options={...} />`. */
export function selectFieldProps(field: TSelectField) {
  return { ref: field.ref, value: field.value, onValueChange: field.onChange, onBlur: field.onBlur };
}

/**
 * A Radix select to put inside `<FormField>` (with react-hook-form's `Controller` around the field): the field's id
 * and ARIA attributes go to the trigger, which a bare `<Select>` root cannot take.
 */
export function FormSelect({
  value,
  onValueChange,
  options,
  placeholder,
  disabled,
  onBlur,
  ref,
  ...aria
}: TFormSelectProps) {
  return (
    <Select value={value} onValueChange={onValueChange} disabled={disabled}>
      <SelectTrigger ref={ref} onBlur={onBlur} {...aria}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        <SelectOptionItems options={options} />
      </SelectContent>
    </Select>
  );
}
