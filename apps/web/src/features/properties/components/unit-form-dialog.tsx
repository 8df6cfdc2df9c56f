import { zodResolver } from '@hookform/resolvers/zod';
import {
  type TUnit,
  type TUnitInput,
  type TUpdateUnitRequest,
  ZCreateUnitRequest,
  ZUpdateUnitRequest,
} from '@rentwell/contracts/properties';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TitledDialog } from '../../../components/titled-dialog.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogFooter } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { ZOD_PARSE_OPTIONS } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useAddUnit, useUpdateUnit } from '../api/property-mutations.ts';
import { formatMinorForInput, toDecimalNumber, toMinorAmount, toWholeNumber } from './property-form-values.ts';

type TSettableStatus = Exclude<TUnit['status'], 'occupied'>;

type TUnitFormValues = {
  label: string;
  bedrooms: string;
  bathrooms: string;
  squareFeet: string;
  marketRentMinor: string;
  status: TSettableStatus;
};

type TUnitRequest = TUnitInput | TUpdateUnitRequest;

const createResolver = zodResolver(ZCreateUnitRequest, ZOD_PARSE_OPTIONS);
const updateResolver = zodResolver(ZUpdateUnitRequest, ZOD_PARSE_OPTIONS);

function toUnitRequest(values: TUnitFormValues, currency: string, isOccupied: boolean) {
  const bedrooms = toWholeNumber(values.bedrooms);
  const bathrooms = toDecimalNumber(values.bathrooms);
  return {
    label: values.label,
    // Blank counts are required numbers: `undefined` makes the schema say "required".
    bedrooms: bedrooms ?? undefined,
    bathrooms: bathrooms ?? undefined,
    squareFeet: toWholeNumber(values.squareFeet),
    marketRentMinor: toMinorAmount(values.marketRentMinor, currency),
    // 'occupied' comes from leases and is never sent.
    ...(isOccupied ? {} : { status: values.status }),
  };
}

function unitResolver(
  mode: 'create' | 'edit',
  currency: string,
  isOccupied: boolean,
): Resolver<TUnitFormValues, unknown, TUnitRequest> {
  return (values, context, options) => {
    const request = toUnitRequest(values, currency, isOccupied);
    const resolverOptions = options as unknown as Parameters<typeof createResolver>[2];
    const result =
      mode === 'create'
        ? createResolver(request as TUnitInput, context, resolverOptions)
        : updateResolver(
            request as TUpdateUnitRequest,
            context,
            options as unknown as Parameters<typeof updateResolver>[2],
          );
    return result as ReturnType<Resolver<TUnitFormValues, unknown, TUnitRequest>>;
  };
}

export type TUnitFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  propertyId: string;
  currency: string;
  /** The unit to edit; without it the dialog adds one. */
  unit?: TUnit | undefined;
  /** Suggested label of a new unit (the next number). */
  suggestedLabel?: string;
};

export function UnitFormDialog({ open, onOpenChange, ...props }: TUnitFormDialogProps) {
  const { t } = useTranslation();
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      className="max-w-lg"
      title={
        props.unit ? t('properties.unitForm.editTitle', { label: props.unit.label }) : t('properties.unitForm.addTitle')
      }
      description={t('properties.unitForm.description')}
    >
      <UnitForm {...props} onClose={() => onOpenChange(false)} />
    </TitledDialog>
  );
}

function UnitForm({
  propertyId,
  currency,
  unit,
  suggestedLabel = '',
  onClose,
}: Omit<TUnitFormDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const { t } = useTranslation();
  const mode = unit ? 'edit' : 'create';
  const isOccupied = unit?.status === 'occupied';
  const addUnit = useAddUnit(propertyId);
  const updateUnit = useUpdateUnit(propertyId);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<TUnitFormValues, unknown, TUnitRequest>({
    resolver: unitResolver(mode, currency, isOccupied),
    defaultValues: unit
      ? {
          label: unit.label,
          bedrooms: String(unit.bedrooms),
          bathrooms: String(unit.bathrooms),
          squareFeet: unit.squareFeet === null ? '' : String(unit.squareFeet),
          marketRentMinor: formatMinorForInput(unit.marketRentMinor, currency),
          status: unit.status === 'unavailable' ? 'unavailable' : 'vacant',
        }
      : { label: suggestedLabel, bedrooms: '1', bathrooms: '1', squareFeet: '', marketRentMinor: '', status: 'vacant' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (request) => {
    setServerError(null);
    try {
      if (unit) await updateUnit.mutateAsync({ unitId: unit.id, patch: request as TUpdateUnitRequest });
      else await addUnit.mutateAsync(request as TUnitInput);
      toast.success(
        unit
          ? t('properties.toasts.unitUpdated', { label: request.label ?? unit.label })
          : t('properties.toasts.unitAdded', { label: request.label ?? '' }),
      );
      onClose();
    } catch (error) {
      setServerError(getErrorMessage(t, error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={isSubmitting}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('properties.unitForm.label')} error={errors.label}>
          <Input autoComplete="off" {...form.register('label')} />
        </FormField>
        {isOccupied ? (
          <div className="grid content-start gap-1.5">
            <span className="text-sm leading-none font-medium">{t('properties.table.status')}</span>
            <p className="text-sm text-muted-foreground">{t('properties.unitForm.occupiedNote')}</p>
          </div>
        ) : (
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => (
              <Select value={field.value} onValueChange={(value) => field.onChange(value as TSettableStatus)}>
                <FormField label={t('properties.table.status')} error={errors.status}>
                  <SelectTrigger onBlur={field.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                </FormField>
                <SelectContent>
                  <SelectItem value="vacant">{t('status.vacant')}</SelectItem>
                  <SelectItem value="unavailable">{t('status.unavailable')}</SelectItem>
                </SelectContent>
              </Select>
            )}
          />
        )}
        <FormField label={t('properties.form.bedrooms')} error={errors.bedrooms}>
          <Input inputMode="numeric" autoComplete="off" {...form.register('bedrooms')} />
        </FormField>
        <FormField label={t('properties.form.bathrooms')} error={errors.bathrooms}>
          <Input inputMode="decimal" autoComplete="off" {...form.register('bathrooms')} />
        </FormField>
        <FormField label={t('properties.form.squareFeet')} error={errors.squareFeet} isOptional>
          <Input inputMode="numeric" autoComplete="off" {...form.register('squareFeet')} />
        </FormField>
        <FormField label={t('properties.form.marketRent', { currency })} error={errors.marketRentMinor} isOptional>
          <Input inputMode="decimal" autoComplete="off" {...form.register('marketRentMinor')} />
        </FormField>
      </div>
      {serverError ? <Alert variant="destructive">{serverError}</Alert> : null}
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" isLoading={isSubmitting}>
          {isSubmitting ? t('common.saving') : unit ? t('common.saveChanges') : t('properties.unitForm.addSubmit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
