import { zodResolver } from '@hookform/resolvers/zod';
import { PAYMENT_METHODS, type TCharge, ZReportPaymentRequest } from '@rentwell/contracts/payments';
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
import { useReportPayment } from '../api/tenant-mutations.ts';

const contract = ZReportPaymentRequest.shape;

/** 'I have paid': the contract's rules, with the amount typed as text in the charge's currency. */
function reportPaymentFormSchema(currency: string) {
  return z.object({
    amount: amountInputSchema(currency, { min: 1 }),
    method: contract.method,
    paidOn: contract.paidOn,
    tenantNotes: z.string().trim().max(1000),
  });
}

/** What is still to pay on a charge once the payments waiting for confirmation are counted. */
export function openBalanceOf(charge: TCharge): number {
  return charge.balanceMinor - charge.awaitingConfirmationMinor;
}

export type TReportPaymentDialogProps = { charge: TCharge; open: boolean; onOpenChange: (open: boolean) => void };

export function ReportPaymentDialog({ charge, open, onOpenChange }: TReportPaymentDialogProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const report = useReportPayment();
  const schema = useMemo(() => reportPaymentFormSchema(charge.currency), [charge.currency]);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema, ZOD_PARSE_OPTIONS),
    defaultValues: {
      amount: minorToInputAmount(Math.max(openBalanceOf(charge), 0), charge.currency),
      method: 'bank_transfer',
      paidOn: todayLocal(),
      tenantNotes: '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await report.mutateAsync({
        chargeId: charge.id,
        amountMinor: inputAmountToMinor(values.amount, charge.currency),
        method: values.method,
        paidOn: values.paidOn,
        tenantNotes: values.tenantNotes,
      });
      toast.success(t('tenantPortal.report.done'), { description: t('tenantPortal.report.doneDescription') });
      onOpenChange(false);
    } catch {
      // The alert below shows the translated reason.
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('tenantPortal.report.title')}</DialogTitle>
          <DialogDescription>
            {t('tenantPortal.report.description', { date: format.date(charge.dueDate) })}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-busy={isSubmitting}>
          <FormField
            label={t('tenantPortal.report.amount', { currency: charge.currency })}
            error={errors.amount}
            hint={t('tenantPortal.report.amountHint', { amount: format.money(openBalanceOf(charge), charge.currency) })}
          >
            <Input inputMode="decimal" autoComplete="off" {...form.register('amount')} />
          </FormField>
          <FormField label={t('tenantPortal.report.paidOn')} error={errors.paidOn}>
            <Input type="date" max={todayLocal()} {...form.register('paidOn')} />
          </FormField>
          <Controller
            control={form.control}
            name="method"
            render={({ field }) => (
              <FormField label={t('tenantPortal.report.method')} error={errors.method} className="sm:col-span-2">
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
          <FormField
            label={t('tenantPortal.report.notes')}
            error={errors.tenantNotes}
            hint={t('tenantPortal.report.notesHint')}
            isOptional
            className="sm:col-span-2"
          >
            <Textarea rows={3} {...form.register('tenantNotes')} />
          </FormField>
          <FormDialogFooter
            errorMessage={report.isError ? getErrorMessage(t, report.error) : null}
            isSubmitting={isSubmitting}
            submitLabel={t('tenantPortal.report.submit')}
            submittingLabel={t('tenantPortal.report.submitting')}
            className="sm:col-span-2"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
