import type { TCharge } from '@rentwell/contracts/payments';
import { useTranslation } from 'react-i18next';
import { FormDialogFooter } from '../../../components/form-dialog-footer.tsx';
import { PaymentFields } from '../../../components/payment-form/payment-fields.tsx';
import { paymentOf, usePaymentForm } from '../../../components/payment-form/use-payment-form.ts';
import { TitledDialog } from '../../../components/titled-dialog.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { submitDialogMutation } from '../../../lib/submit-dialog-mutation.ts';
import { toast } from '../../../lib/toast.ts';
import { useReportPayment } from '../api/tenant-mutations.ts';

/** What is still to pay on a charge once the payments waiting for confirmation are counted. */
export function openBalanceOf(charge: TCharge): number {
  return charge.balanceMinor - charge.awaitingConfirmationMinor;
}

export type TReportPaymentDialogProps = { charge: TCharge; open: boolean; onOpenChange: (open: boolean) => void };

/** 'I have paid': the tenant reports a payment against one charge; the landlord confirms or rejects it. */
export function ReportPaymentDialog({ charge, open, onOpenChange }: TReportPaymentDialogProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const report = useReportPayment();
  const form = usePaymentForm(charge.currency, openBalanceOf(charge));
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    submitDialogMutation(
      () => {
        const { notes, ...payment } = paymentOf(values, charge.currency);
        return report.mutateAsync({ chargeId: charge.id, ...payment, tenantNotes: notes });
      },
      () => {
        toast.success(t('tenantPortal.report.done'), { description: t('tenantPortal.report.doneDescription') });
        onOpenChange(false);
      },
    ),
  );

  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('tenantPortal.report.title')}
      description={t('tenantPortal.report.description', { date: format.date(charge.dueDate) })}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-busy={isSubmitting}>
        <PaymentFields
          form={form}
          labels={{
            amount: t('tenantPortal.report.amount', { currency: charge.currency }),
            paidOn: t('tenantPortal.report.paidOn'),
            method: t('tenantPortal.report.method'),
            notes: t('tenantPortal.report.notes'),
          }}
          hints={{
            amount: t('tenantPortal.report.amountHint', {
              amount: format.money(openBalanceOf(charge), charge.currency),
            }),
            notes: t('tenantPortal.report.notesHint'),
          }}
          isPaidOnPastOnly
        />
        <FormDialogFooter
          errorMessage={report.isError ? getErrorMessage(t, report.error) : null}
          isSubmitting={isSubmitting}
          submitLabel={t('tenantPortal.report.submit')}
          submittingLabel={t('tenantPortal.report.submitting')}
          className="sm:col-span-2"
        />
      </form>
    </TitledDialog>
  );
}
