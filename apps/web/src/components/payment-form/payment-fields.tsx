import { RECORDED_PAYMENT_METHODS } from '@rentwell/contracts/payments';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useOrganizationToday } from '../../lib/use-organization-today.ts';
import { FormSelect } from '../form-select.tsx';
import { FormField } from '../ui/form-field.tsx';
import { Input } from '../ui/input.tsx';
import { Textarea } from '../ui/textarea.tsx';
import type { TPaymentForm } from './use-payment-form.ts';

export type TPaymentFieldsProps = {
  form: TPaymentForm;
  labels: { amount: string; paidOn: string; method: string; notes: string };
  hints?: { amount?: string; notes?: string };
  /** Refuses a payment date after today in the date picker (tenants report what they have paid). */
  isPaidOnPastOnly?: boolean;
};

/** Amount, date, method and notes of a payment, laid out on two columns. */
export function PaymentFields({ form, labels, hints, isPaidOnPastOnly = false }: TPaymentFieldsProps) {
  const { t } = useTranslation();
  const today = useOrganizationToday();
  const { errors } = form.formState;
  return (
    <>
      <FormField label={labels.amount} error={errors.amount} hint={hints?.amount}>
        <Input inputMode="decimal" autoComplete="off" {...form.register('amount')} />
      </FormField>
      <FormField label={labels.paidOn} error={errors.paidOn}>
        <Input type="date" max={isPaidOnPastOnly ? today : undefined} {...form.register('paidOn')} />
      </FormField>
      <Controller
        control={form.control}
        name="method"
        render={({ field }) => (
          <FormField label={labels.method} error={errors.method} className="sm:col-span-2">
            <FormSelect
              ref={field.ref}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              options={RECORDED_PAYMENT_METHODS.map((method) => ({
                value: method,
                label: t(`paymentMethods.${method}`),
              }))}
            />
          </FormField>
        )}
      />
      <FormField label={labels.notes} error={errors.notes} hint={hints?.notes} isOptional className="sm:col-span-2">
        <Textarea rows={3} {...form.register('notes')} />
      </FormField>
    </>
  );
}
