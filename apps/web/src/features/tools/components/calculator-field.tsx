import { type ChangeEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
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
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>
        {label}
        {isOptional ? <span className="ms-1.5 font-normal text-muted-foreground">({t('common.optional')})</span> : null}
      </Label>
      <div className="relative">
        <Input
          id={id}
          value={value}
          inputMode={inputMode}
          autoComplete="off"
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
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
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-destructive dark:text-danger" role="alert">
          {t(`tools.errors.${error}`)}
        </p>
      ) : null}
    </div>
  );
}
