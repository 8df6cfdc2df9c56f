import { zodResolver } from '@hookform/resolvers/zod';
import { type TLease, ZTerminateLeaseRequest } from '@rentwell/contracts/leases';
import { maxDate, minDate } from '@rentwell/domain/calendar-date';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialogFooter } from '../../../components/form-dialog-footer.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { validationMessage, ZOD_PARSE_OPTIONS } from '../../../lib/form-errors.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { submitDialogMutation } from '../../../lib/submit-dialog-mutation.ts';
import { toast } from '../../../lib/toast.ts';
import { useOrganizationToday } from '../../../lib/use-organization-today.ts';
import { useTerminateLease } from '../api/tenant-mutations.ts';

export type TTerminateLeaseDialogProps = { lease: TLease; open: boolean; onOpenChange: (open: boolean) => void };

/** Ends a lease on its last day of occupancy, which must fall within the lease. */
export function TerminateLeaseDialog({ lease, open, onOpenChange }: TTerminateLeaseDialogProps) {
  const { t } = useTranslation();
  const today = useOrganizationToday();
  const format = useFormatters();
  const terminate = useTerminateLease(lease.id);
  const schema = useMemo(
    () =>
      ZTerminateLeaseRequest.refine(
        ({ terminatedOn }) => terminatedOn >= lease.startDate && terminatedOn <= lease.endDate,
        { path: ['terminatedOn'], message: validationMessage('dateOutsideLease') },
      ),
    [lease.startDate, lease.endDate],
  );
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema, ZOD_PARSE_OPTIONS),
    defaultValues: { terminatedOn: maxDate(lease.startDate, minDate(today, lease.endDate)) },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(({ terminatedOn }) =>
    submitDialogMutation(
      () => terminate.mutateAsync(terminatedOn),
      () => {
        toast.success(t('tenants.terminate.done'), {
          description: t('tenants.terminate.doneDescription', { date: format.date(terminatedOn) }),
        });
        onOpenChange(false);
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('tenants.terminate.title')}</DialogTitle>
          <DialogDescription>{t('tenants.terminate.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={isSubmitting}>
          <FormField
            label={t('tenants.terminate.date')}
            error={errors.terminatedOn}
            hint={t('tenants.terminate.dateHint', {
              start: format.date(lease.startDate),
              end: format.date(lease.endDate),
            })}
          >
            <Input type="date" min={lease.startDate} max={lease.endDate} {...form.register('terminatedOn')} />
          </FormField>
          <FormDialogFooter
            errorMessage={terminate.isError ? getErrorMessage(t, terminate.error) : null}
            isSubmitting={isSubmitting}
            submitLabel={t('tenants.terminate.submit')}
            submittingLabel={t('tenants.terminate.submitting')}
            isDestructive
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
