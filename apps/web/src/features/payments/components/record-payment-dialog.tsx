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
import { useRecordPayment } from '../api/payment-mutations.ts';

export type TRecordPaymentDialogProps = { charge: TCharge; open: boolean; onOpenChange: (open: boolean) => void };

/** The landlord records money received against one rent charge; it is paid at once, with a receipt. */
export function RecordPaymentDialog({ charge, open, onOpenChange }: TRecordPaymentDialogProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const record = useRecordPayment();
  const form = usePaymentForm(charge.currency, charge.balanceMinor - charge.awaitingConfirmationMinor);
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    submitDialogMutation(
      () => record.mutateAsync({ chargeId: charge.id, ...paymentOf(values, charge.currency) }),
      () => {
        toast.success(t('payments.record.done'), { description: t('payments.record.doneDescription') });
        onOpenChange(false);
      },
    ),
  );

  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('payments.record.title')}
      description={t('payments.record.description', {
        tenant: charge.tenant?.name ?? `${charge.property.name} · ${charge.unit.label}`,
        date: format.date(charge.dueDate),
        amount: format.money(charge.balanceMinor, charge.currency),
      })}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-busy={isSubmitting}>
        <PaymentFields
          form={form}
          labels={{
            amount: t('payments.record.amount', { currency: charge.currency }),
            paidOn: t('payments.record.paidOn'),
            method: t('payments.record.method'),
            notes: t('payments.record.notes'),
          }}
        />
        <FormDialogFooter
          errorMessage={record.isError ? getErrorMessage(t, record.error) : null}
          isSubmitting={isSubmitting}
          submitLabel={t('payments.record.submit')}
          submittingLabel={t('payments.record.submitting')}
          className="sm:col-span-2"
        />
      </form>
    </TitledDialog>
  );
}
