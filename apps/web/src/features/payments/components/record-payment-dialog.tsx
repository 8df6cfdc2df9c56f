import { zodResolver } from '@hookform/resolvers/zod';
import { PAYMENT_METHODS, type TCharge, ZRecordPaymentRequest } from '@rentwell/contracts/payments';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormDialogFooter } from '../../../components/form-dialog-footer.tsx';
import { FormSelect } from '../../../components/form-select.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { amountInputSchema, inputAmountToMinor, minorToInputAmount } from '../../../lib/amount-input.ts';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { ZOD_PARSE_OPTIONS } from '../../../lib/form-errors.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { todayLocal } from '../../../lib/today.ts';
import { useRecordPayment } from '../api/payment-mutations.ts';

const contract = ZRecordPaymentRequest.shape;

function recordPaymentFormSchema(currency: string) {
  return z.object({
    amount: amountInputSchema(currency, { min: 1 }),
    method: contract.method,
    paidOn: contract.paidOn,
    notes: z.string().trim().max(1000),
  });
}

export type TRecordPaymentDialogProps = { charge: TCharge; open: boolean; onOpenChange: (open: boolean) => void };

/** The landlord records money received against one rent charge; it is paid at once, with a receipt. */
export function RecordPaymentDialog({ charge, open, onOpenChange }: TRecordPaymentDialogProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const record = useRecordPayment();
  const schema = useMemo(() => recordPaymentFormSchema(charge.currency), [charge.currency]);
  const remaining = Math.max(charge.balanceMinor - charge.awaitingConfirmationMinor, 0);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema, ZOD_PARSE_OPTIONS),
    defaultValues: {
      amount: remaining > 0 ? minorToInputAmount(remaining, charge.currency) : '',
      method: 'bank_transfer',
      paidOn: todayLocal(),
      notes: '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await record.mutateAsync({
        chargeId: charge.id,
        amountMinor: inputAmountToMinor(values.amount, charge.currency),
        method: values.method,
        paidOn: values.paidOn,
        notes: values.notes,
      });
      toast.success(t('payments.record.done'), { description: t('payments.record.doneDescription') });
      onOpenChange(false);
    } catch {
      // The alert below shows the translated reason.
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('payments.record.title')}</DialogTitle>
          <DialogDescription>
            {t('payments.record.description', {
              tenant: charge.tenant?.name ?? `${charge.property.name} · ${charge.unit.label}`,
              date: format.date(charge.dueDate),
              amount: format.money(charge.balanceMinor, charge.currency),
            })}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-busy={isSubmitting}>
          <FormField label={t('payments.record.amount', { currency: charge.currency })} error={errors.amount}>
            <Input inputMode="decimal" autoComplete="off" {...form.register('amount')} />
          </FormField>
          <FormField label={t('payments.record.paidOn')} error={errors.paidOn}>
            <Input type="date" {...form.register('paidOn')} />
          </FormField>
          <Controller
            control={form.control}
            name="method"
            render={({ field }) => (
              <FormField label={t('payments.record.method')} error={errors.method} className="sm:col-span-2">
                <FormSelect
                  ref={field.ref}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  options={PAYMENT_METHODS.map((method) => ({ value: method, label: t(`paymentMethods.${method}`) }))}
                />
              </FormField>
            )}
          />
          <FormField label={t('payments.record.notes')} error={errors.notes} isOptional className="sm:col-span-2">
            <Textarea rows={3} {...form.register('notes')} />
          </FormField>
          <FormDialogFooter
            errorMessage={record.isError ? getErrorMessage(t, record.error) : null}
            isSubmitting={isSubmitting}
            submitLabel={t('payments.record.submit')}
            submittingLabel={t('payments.record.submitting')}
            className="sm:col-span-2"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
