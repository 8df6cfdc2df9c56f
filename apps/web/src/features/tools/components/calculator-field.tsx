import { type ChangeEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldNotes, fieldNotesAria, OptionalMark } from '../../../components/ui/field-notes.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { cn } from '../../../lib/class-names.ts';
import type { TInputError } from './calculator-inputs.ts';

export type TCalculatorFieldProps = {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown inside the field at its end: the currency code, '%' or 'years'. */
  unit?: string;
  hint?: string;
  error?: TInputError | undefined;
  isOptional?: boolean;
  placeholder?: string;
  inputMode?: 'decimal' | 'numeric';
};

/**
 * A number typed as text (so '1,250.50' and '6,5' work) with its label, unit, hint and translated error, wired for
 * assistive technology like `<FormField>`. Results are computed from it as the person types.
 */
export function CalculatorField({
  label,
  value,
  onValueChange,
  unit,
  hint,
  error,
  isOptional,
  placeholder,
  inputMode = 'decimal',
}: TCalculatorFieldProps) {
  const { t } = useTranslation();
  const id = `calculator-${useId()}`;
  const message = error ? t(`tools.errors.${error}`) : undefined;
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>
        {label}
        {isOptional ? <OptionalMark /> : null}
      </Label>
      <div className="relative">
        <Input
          id={id}
          value={value}
          inputMode={inputMode}
          autoComplete="off"
          placeholder={placeholder}
          {...fieldNotesAria(id, { hint, error: message })}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onValueChange(event.target.value)}
          className={cn('tabular-nums', unit && 'pe-14')}
        />
        {unit ? (
          <span
            className="pointer-events-none absolute inset-y-0 end-3 flex items-center text-xs text-muted-foreground"
            aria-hidden="true"
          >
            {unit}
          </span>
        ) : null}
      </div>
      <FieldNotes controlId={id} hint={hint} error={message} />
    </div>
  );
}
