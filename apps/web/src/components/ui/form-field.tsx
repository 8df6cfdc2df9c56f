import { Slot } from 'radix-ui';
import { type ReactElement, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/class-names.ts';
import { translateFieldError } from '../../lib/form-errors.ts';
import { FieldNotes, fieldNotesAria, OptionalMark } from './field-notes.tsx';
import { Label } from './label.tsx';

export type TFormFieldProps = {
  label: string;
  /** One control (input, textarea, select trigger); it receives `id`, `aria-invalid` and `aria-describedby`. */
  children: ReactElement;
  /** A react-hook-form field error; its message is translated (zod issues never show as raw English). */
  error?: { message?: string | undefined } | undefined;
  hint?: string | undefined;
  /** Appends a muted "Optional" marker to the label. */
  isOptional?: boolean;
  className?: string;
  id?: string;
};

/** Label + control + hint + translated error, wired for assistive technology. */
export function FormField({ label, children, error, hint, isOptional, className, id }: TFormFieldProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const controlId = id ?? `field-${generatedId}`;
  const message = translateFieldError(t, error);

  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={controlId}>
        {label}
        {isOptional ? <OptionalMark /> : null}
      </Label>
      <Slot.Root id={controlId} {...fieldNotesAria(controlId, { hint, error: message })}>
        {children}
      </Slot.Root>
      <FieldNotes controlId={controlId} hint={hint} error={message} />
    </div>
  );
}
