import { zodResolver } from '@hookform/resolvers/zod';
import type { TCharge } from '@rentwell/contracts/payments';
import { ZWaiveLateFeeRequest } from '@rentwell/contracts/rent-rules';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialogFooter } from '../../../components/form-dialog-footer.tsx';
import { TitledDialog } from '../../../components/titled-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { ZOD_PARSE_OPTIONS } from '../../../lib/form-errors.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { submitDialogMutation } from '../../../lib/submit-dialog-mutation.ts';
import { toast } from '../../../lib/toast.ts';
import { useWaiveLateFee } from '../api/payment-mutations.ts';

export type TWaiveLateFeeDialogProps = {
  charge: TCharge & { lateFee: NonNullable<TCharge['lateFee']> };
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The landlord waives a charge's late fee, saying why: the reason is kept with the fee and in the audit log. */
export function WaiveLateFeeDialog({ charge, open, onOpenChange }: TWaiveLateFeeDialogProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const waive = useWaiveLateFee();
  const form = useForm<z.input<typeof ZWaiveLateFeeRequest>, unknown, z.output<typeof ZWaiveLateFeeRequest>>({
    resolver: zodResolver(ZWaiveLateFeeRequest, ZOD_PARSE_OPTIONS),
    defaultValues: { reason: '' },
  });
  const { isSubmitting, errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    submitDialogMutation(
      () => waive.mutateAsync({ chargeId: charge.id, reason: values.reason }),
      () => {
        toast.success(t('lateFees.waive.done'));
        onOpenChange(false);
      },
    ),
  );
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('lateFees.waive.title')}
      description={t('lateFees.waive.description', {
        amount: format.money(charge.lateFee.amountMinor, charge.lateFee.currency),
        tenant: charge.tenant?.name ?? `${charge.property.name} · ${charge.unit.label}`,
        date: format.date(charge.dueDate),
      })}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={isSubmitting}>
        <FormField label={t('lateFees.waive.reason')} error={errors.reason} hint={t('lateFees.waive.reasonHint')}>
          <Textarea rows={3} maxLength={500} {...form.register('reason')} />
        </FormField>
        <FormDialogFooter
          errorMessage={waive.isError ? getErrorMessage(t, waive.error) : null}
          isSubmitting={isSubmitting}
          submitLabel={t('lateFees.waive.submit')}
          submittingLabel={t('lateFees.waive.submitting')}
        />
      </form>
    </TitledDialog>
  );
}
