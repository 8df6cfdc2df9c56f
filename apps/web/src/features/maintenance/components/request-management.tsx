import { zodResolver } from '@hookform/resolvers/zod';
import {
  MAINTENANCE_PRIORITIES,
  type TMaintenanceRequest,
  type TUpdateMaintenanceRequest,
} from '@rentwell/contracts/maintenance';
import { useQuery } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.tsx';
import { amountInputSchema, inputAmountToMinor, minorToInputAmount } from '../../../lib/amount-input.ts';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { ZOD_PARSE_OPTIONS } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateMaintenanceRequest } from '../api/maintenance-mutations.ts';
import { assigneesQueryOptions } from '../api/maintenance-queries.ts';

const UNASSIGNED = 'none';

type TManagedRequest = Pick<TMaintenanceRequest, 'id' | 'priority' | 'assignedTo' | 'costMinor' | 'currency'>;

/** Saves one change and says so; a refusal is a toast with the translated reason. */
function useSaveChange(requestId: string) {
  const { t } = useTranslation();
  const update = useUpdateMaintenanceRequest(requestId);
  const save = (patch: TUpdateMaintenanceRequest, doneMessage: string) =>
    update.mutateAsync(patch).then(
      () => {
        toast.success(doneMessage);
        return true;
      },
      (error: unknown) => {
        toast.error(t('maintenance.detail.saveFailed'), { description: getErrorMessage(t, error) });
        return false;
      },
    );
  return { save, isPending: update.isPending };
}

/** Managers: who works on the request, and how urgent it is. Each change is saved at once. */
export function AssignmentControls({ request }: { request: TManagedRequest }) {
  const { t } = useTranslation();
  const assigneeId = useId();
  const priorityId = useId();
  const assignees = useQuery(assigneesQueryOptions());
  const { save, isPending } = useSaveChange(request.id);
  const people = assignees.data ?? [];
  // The current assignee stays listed even if they left the team.
  const options =
    request.assignedTo && !people.some((person) => person.id === request.assignedTo?.id)
      ? [...people, { ...request.assignedTo, role: '' }]
      : people;

  return (
    <div className="grid gap-3 sm:grid-cols-2 [&>div]:min-w-0">
      <div className="grid gap-1.5">
        <Label htmlFor={assigneeId}>{t('maintenance.detail.assignedTo')}</Label>
        <Select
          value={request.assignedTo?.id ?? UNASSIGNED}
          disabled={isPending || assignees.isPending}
          onValueChange={(value) => {
            const person = options.find((candidate) => candidate.id === value);
            void save(
              { assignedToUserId: person ? person.id : null },
              person ? t('maintenance.detail.assigned', { name: person.name }) : t('maintenance.detail.unassignedDone'),
            );
          }}
        >
          <SelectTrigger id={assigneeId} className="min-w-0 [&>span]:min-w-0">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={UNASSIGNED}>{t('maintenance.unassigned')}</SelectItem>
            {options.map((person) => (
              <SelectItem key={person.id} value={person.id}>
                {person.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {assignees.isError ? <p className="text-xs text-danger">{getErrorMessage(t, assignees.error)}</p> : null}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={priorityId}>{t('maintenance.form.priority')}</Label>
        <Select
          value={request.priority}
          disabled={isPending}
          onValueChange={(value) => {
            const priority = MAINTENANCE_PRIORITIES.find((candidate) => candidate === value);
            if (priority && priority !== request.priority) {
              void save({ priority }, t('maintenance.detail.priorityChanged', { priority: t(`status.${priority}`) }));
            }
          }}
        >
          <SelectTrigger id={priorityId} className="min-w-0 [&>span]:min-w-0">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {MAINTENANCE_PRIORITIES.map((priority) => (
              <SelectItem key={priority} value={priority}>
                {t(`status.${priority}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}

/** Managers and maintenance staff record what the work cost, in the request's currency; empty clears it. */
export function CostForm({ request }: { request: TManagedRequest }) {
  const { t } = useTranslation();
  const update = useUpdateMaintenanceRequest(request.id);
  const schema = useMemo(
    () => z.object({ cost: amountInputSchema(request.currency, { isOptional: true }) }),
    [request.currency],
  );
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema, ZOD_PARSE_OPTIONS),
    values: { cost: request.costMinor === null ? '' : minorToInputAmount(request.costMinor, request.currency) },
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async ({ cost }) => {
    try {
      await update.mutateAsync({ costMinor: cost.trim() === '' ? null : inputAmountToMinor(cost, request.currency) });
      toast.success(t('maintenance.detail.costSaved'));
    } catch {
      // The alert below shows the translated reason; the typed amount stays.
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-2" aria-busy={isSubmitting}>
      <div className="flex items-end gap-2">
        <FormField
          label={t('maintenance.detail.costLabel', { currency: request.currency })}
          error={errors.cost}
          isOptional
          className="flex-1"
        >
          <Input inputMode="decimal" autoComplete="off" placeholder="0.00" {...form.register('cost')} />
        </FormField>
        <Button type="submit" variant="outline" isLoading={isSubmitting} disabled={!isDirty}>
          {t('maintenance.detail.saveCost')}
        </Button>
      </div>
      {update.isError ? (
        <Alert variant="destructive">
          <CircleAlert aria-hidden="true" />
          <span>{getErrorMessage(t, update.error)}</span>
        </Alert>
      ) : null}
    </form>
  );
}
