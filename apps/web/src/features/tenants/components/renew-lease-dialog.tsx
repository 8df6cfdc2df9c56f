import { zodResolver } from '@hookform/resolvers/zod';
import { type TLease, ZRenewLeaseRequest } from '@rentwell/contracts/leases';
import { addDays, addMonths } from '@rentwell/domain/calendar-date';
import { renewalStartDate } from '@rentwell/domain/lease-status';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialogFooter } from '../../../components/form-dialog-footer.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { amountInputSchema, inputAmountToMinor, minorToInputAmount } from '../../../lib/amount-input.ts';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { validationMessage, ZOD_PARSE_OPTIONS } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useRenewLease } from '../api/tenant-mutations.ts';

const contract = ZRenewLeaseRequest.shape;

function renewFormSchema(currency: string, firstPossibleStart: string) {
  return z
    .object({
      startDate: contract.startDate,
      endDate: contract.endDate,
      monthlyRent: amountInputSchema(currency, { min: 1 }),
      securityDeposit: amountInputSchema(currency, { isOptional: true }),
      dueDay: z.string().trim().min(1).transform(Number).pipe(contract.dueDay),
    })
    .refine((values) => values.startDate >= firstPossibleStart, {
      path: ['startDate'],
      message: validationMessage('startAfterCurrentLease'),
    })
    .refine((values) => values.endDate >= values.startDate, {
      path: ['endDate'],
      message: validationMessage('endBeforeStart'),
    });
}

export type TRenewLeaseDialogProps = {
  lease: TLease;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRenewed: (lease: TLease) => void;
};

/** The next lease for the same tenant and unit, prefilled with the next twelve months at the same terms. */
export function RenewLeaseDialog({ lease, open, onOpenChange, onRenewed }: TRenewLeaseDialogProps) {
  const { t } = useTranslation();
  const renew = useRenewLease(lease.id);
  const firstPossibleStart = renewalStartDate(lease);
  const schema = useMemo(
    () => renewFormSchema(lease.currency, firstPossibleStart),
    [lease.currency, firstPossibleStart],
  );
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema, ZOD_PARSE_OPTIONS),
    defaultValues: {
      startDate: firstPossibleStart,
      endDate: addDays(addMonths(firstPossibleStart, 12), -1),
      monthlyRent: minorToInputAmount(lease.monthlyRentMinor, lease.currency),
      securityDeposit: '',
      dueDay: String(lease.dueDay),
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const renewed = await renew.mutateAsync({
        startDate: values.startDate,
        endDate: values.endDate,
        monthlyRentMinor: inputAmountToMinor(values.monthlyRent, lease.currency),
        dueDay: values.dueDay,
        ...(values.securityDeposit === ''
          ? {}
          : { securityDepositMinor: inputAmountToMinor(values.securityDeposit, lease.currency) }),
      });
      toast.success(t('tenants.renew.done'));
      onOpenChange(false);
      onRenewed(renewed);
    } catch {
      // The alert below shows the translated reason.
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('tenants.renew.title')}</DialogTitle>
          <DialogDescription>{t('tenants.renew.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-busy={isSubmitting}>
          <FormField label={t('tenants.add.startDate')} error={errors.startDate}>
            <Input type="date" min={firstPossibleStart} {...form.register('startDate')} />
          </FormField>
          <FormField label={t('tenants.add.endDate')} error={errors.endDate}>
            <Input type="date" {...form.register('endDate')} />
          </FormField>
          <FormField label={t('tenants.add.monthlyRent', { currency: lease.currency })} error={errors.monthlyRent}>
            <Input inputMode="decimal" autoComplete="off" {...form.register('monthlyRent')} />
          </FormField>
          <FormField label={t('tenants.add.dueDay')} error={errors.dueDay} hint={t('tenants.add.dueDayHint')}>
            <Input type="number" min={1} max={28} step={1} inputMode="numeric" {...form.register('dueDay')} />
          </FormField>
          <FormField
            label={t('tenants.add.securityDeposit', { currency: lease.currency })}
            error={errors.securityDeposit}
            hint={t('tenants.renew.depositHint')}
            isOptional
            className="sm:col-span-2"
          >
            <Input inputMode="decimal" autoComplete="off" {...form.register('securityDeposit')} />
          </FormField>
          <FormDialogFooter
            errorMessage={renew.isError ? getErrorMessage(t, renew.error) : null}
            isSubmitting={isSubmitting}
            submitLabel={t('tenants.renew.submit')}
            submittingLabel={t('tenants.renew.submitting')}
            className="sm:col-span-2"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
