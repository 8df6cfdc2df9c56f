import { zodResolver } from '@hookform/resolvers/zod';
import { EXTRA_CHARGE_KINDS, ZCreateExtraChargeRequest } from '@rentwell/contracts/lease-extras';
import type { TLease } from '@rentwell/contracts/leases';
import { maxDate, minDate } from '@rentwell/domain/calendar-date';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialogFooter } from '../../../components/form-dialog-footer.tsx';
import { NativeSelect } from '../../../components/native-select.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { amountInputSchema, inputAmountToMinor } from '../../../lib/amount-input.ts';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { validationMessage, ZOD_PARSE_OPTIONS } from '../../../lib/form-errors.ts';
import { submitDialogMutation } from '../../../lib/submit-dialog-mutation.ts';
import { toast } from '../../../lib/toast.ts';
import { useOrganizationToday } from '../../../lib/use-organization-today.ts';
import { useAddExtraCharge } from '../api/tenant-mutations.ts';

const contract = ZCreateExtraChargeRequest.shape;
const ONE_OFF_KINDS = new Set(['charge_back', 'key_replacement']);

function extraChargeFormSchema(lease: TLease) {
  const lastDay = lease.terminatedOn ? minDate(lease.terminatedOn, lease.endDate) : lease.endDate;
  return z
    .object({
      kind: contract.kind,
      description: z.string().trim().max(100),
      amount: amountInputSchema(lease.currency, { min: 1 }),
      frequency: contract.frequency,
      startDate: contract.startDate,
      endDate: z.string(),
    })
    .refine((values) => values.startDate >= lease.startDate && values.startDate <= lastDay, {
      path: ['startDate'],
      message: validationMessage('dateOutsideLease'),
    })
    .refine((values) => values.frequency === 'once' || values.endDate === '' || values.endDate >= values.startDate, {
      path: ['endDate'],
      message: validationMessage('endBeforeStart'),
    });
}

export type TAddExtraChargeDialogProps = { lease: TLease; open: boolean; onOpenChange: (open: boolean) => void };

/** Adds parking, utilities, a charge-back... or a discount to the lease; the rent charges take it in. */
export function AddExtraChargeDialog({ lease, open, onOpenChange }: TAddExtraChargeDialogProps) {
  const { t } = useTranslation();
  const today = useOrganizationToday();
  const add = useAddExtraCharge(lease.id);
  const schema = useMemo(() => extraChargeFormSchema(lease), [lease]);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema, ZOD_PARSE_OPTIONS),
    defaultValues: {
      kind: 'parking',
      description: '',
      amount: '',
      frequency: 'monthly',
      startDate: maxDate(lease.startDate, minDate(today, lease.endDate)),
      endDate: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const frequency = form.watch('frequency');

  const onSubmit = form.handleSubmit((values) =>
    submitDialogMutation(
      () =>
        add.mutateAsync({
          kind: values.kind,
          description: values.description,
          amountMinor: inputAmountToMinor(values.amount, lease.currency),
          frequency: values.frequency,
          startDate: values.startDate,
          endDate: values.frequency === 'once' || values.endDate === '' ? null : values.endDate,
        }),
      () => {
        toast.success(t('tenants.extraCharges.added'));
        onOpenChange(false);
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('tenants.extraCharges.addTitle')}</DialogTitle>
          <DialogDescription>{t('tenants.extraCharges.addDescription')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-busy={isSubmitting}>
          <FormField label={t('tenants.extraCharges.kind')} error={errors.kind}>
            <NativeSelect
              className="w-full"
              {...form.register('kind', {
                onChange: (event) =>
                  form.setValue('frequency', ONE_OFF_KINDS.has(event.target.value) ? 'once' : 'monthly'),
              })}
            >
              {EXTRA_CHARGE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`tenants.extraCharges.kinds.${kind}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label={t('tenants.extraCharges.amount', { currency: lease.currency })} error={errors.amount}>
            <Input inputMode="decimal" autoComplete="off" {...form.register('amount')} />
          </FormField>
          <FormField label={t('tenants.extraCharges.frequency')} error={errors.frequency}>
            <NativeSelect className="w-full" {...form.register('frequency')}>
              <option value="monthly">{t('tenants.extraCharges.frequencies.monthly')}</option>
              <option value="once">{t('tenants.extraCharges.frequencies.once')}</option>
            </NativeSelect>
          </FormField>
          <FormField label={t('tenants.extraCharges.description')} error={errors.description} isOptional>
            <Input autoComplete="off" maxLength={100} {...form.register('description')} />
          </FormField>
          <FormField
            label={frequency === 'once' ? t('tenants.extraCharges.date') : t('tenants.extraCharges.startDate')}
            error={errors.startDate}
          >
            <Input type="date" min={lease.startDate} max={lease.endDate} {...form.register('startDate')} />
          </FormField>
          {frequency === 'monthly' ? (
            <FormField label={t('tenants.extraCharges.endDate')} error={errors.endDate} isOptional>
              <Input type="date" min={lease.startDate} max={lease.endDate} {...form.register('endDate')} />
            </FormField>
          ) : null}
          <FormDialogFooter
            errorMessage={add.isError ? getErrorMessage(t, add.error) : null}
            isSubmitting={isSubmitting}
            submitLabel={t('tenants.extraCharges.submit')}
            submittingLabel={t('tenants.extraCharges.submitting')}
            className="sm:col-span-2"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
