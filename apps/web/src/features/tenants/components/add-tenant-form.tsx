import { zodResolver } from '@hookform/resolvers/zod';
import { type TCreateTenantResponse, ZCreateTenantRequest } from '@rentwell/contracts/leases';
import { addDays, addMonths } from '@rentwell/domain/calendar-date';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormSelect } from '../../../components/form-select.tsx';
import {
  propertyOptionsQueryOptions,
  type TPropertyOption,
} from '../../../components/property-picker/property-options-query.ts';
import { PropertyPicker } from '../../../components/property-picker/property-picker.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogClose, DialogFooter } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { amountInputSchema, inputAmountToMinor, minorToInputAmount } from '../../../lib/amount-input.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { validationMessage, ZOD_PARSE_OPTIONS } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useOrganizationToday } from '../../../lib/use-organization-today.ts';
import { uploadLeaseDocument, useCreateTenant } from '../api/tenant-mutations.ts';
import { tenantKeys, vacantUnitsQueryOptions } from '../api/tenant-queries.ts';
import { LeaseDocumentField, UploadProgress } from './lease-document-field.tsx';

const FALLBACK_CURRENCY = 'USD';
const contract = ZCreateTenantRequest.shape;

/** The contract's rules on what people type: amounts as text in the property's currency, the due day as text. */
function addTenantFormSchema(currency: string) {
  return z
    .object({
      fullName: contract.fullName,
      email: z.string().trim().pipe(contract.email),
      phone: contract.phone,
      propertyId: contract.propertyId,
      unitId: contract.unitId,
      startDate: contract.startDate,
      endDate: contract.endDate,
      monthlyRent: amountInputSchema(currency, { min: 1 }),
      securityDeposit: amountInputSchema(currency, { isOptional: true }),
      dueDay: z.string().trim().min(1).transform(Number).pipe(contract.dueDay),
    })
    .refine((values) => values.endDate >= values.startDate, {
      path: ['endDate'],
      message: validationMessage('endBeforeStart'),
    });
}

type TAddTenantFormValues = z.input<ReturnType<typeof addTenantFormSchema>>;
type TAddTenantFormOutput = z.output<ReturnType<typeof addTenantFormSchema>>;

/** A new lease starts today (the organization's date) and runs a year. */
function defaultValues(startDate: string): TAddTenantFormValues {
  return {
    fullName: '',
    email: '',
    phone: '',
    propertyId: '',
    unitId: '',
    startDate,
    endDate: addDays(addMonths(startDate, 12), -1),
    monthlyRent: '',
    securityDeposit: '',
    dueDay: '1',
  };
}

export type TAddTenantFormProps = {
  /** The lease was created; `isDocumentMissing` when its PDF could not be uploaded. */
  onCreated: (result: TCreateTenantResponse, isDocumentMissing: boolean) => void;
};

/** The add-tenant form: the tenant, then their lease on one of the property's vacant units. */
export function AddTenantForm({ onCreated }: TAddTenantFormProps) {
  const { t } = useTranslation();
  const today = useOrganizationToday();
  const queryClient = useQueryClient();
  // The first page of choices, for the notes below the picker (none yet, or they could not be loaded).
  const properties = useQuery(propertyOptionsQueryOptions(''));
  const createTenant = useCreateTenant();
  const [formError, setFormError] = useState<unknown>(null);
  const [document, setDocument] = useState<{ file: File | null; error: string | null }>({ file: null, error: null });
  const [uploadFraction, setUploadFraction] = useState<number | null>(null);
  const isRentEdited = useRef(false);

  const [currency, setCurrency] = useState(FALLBACK_CURRENCY);
  const resolver = useMemo(() => zodResolver(addTenantFormSchema(currency), ZOD_PARSE_OPTIONS), [currency]);
  const form = useForm<TAddTenantFormValues, unknown, TAddTenantFormOutput>({
    resolver,
    defaultValues: defaultValues(today),
  });
  const { errors, isSubmitting } = form.formState;
  const propertyId = form.watch('propertyId');
  const vacantUnits = useQuery(vacantUnitsQueryOptions(propertyId));
  const hasNoVacantUnits = propertyId !== '' && vacantUnits.isSuccess && vacantUnits.data.length === 0;

  const chooseProperty = (id: string, property: TPropertyOption | undefined) => {
    setCurrency(property?.currency ?? FALLBACK_CURRENCY);
    form.setValue('propertyId', id, { shouldValidate: form.formState.isSubmitted });
    form.setValue('unitId', '');
    if (!isRentEdited.current) form.setValue('monthlyRent', '');
  };

  const chooseUnit = (id: string) => {
    form.setValue('unitId', id, { shouldValidate: form.formState.isSubmitted });
    const unit = vacantUnits.data?.find((candidate) => candidate.id === id);
    if (unit?.marketRentMinor != null && !isRentEdited.current) {
      form.setValue('monthlyRent', minorToInputAmount(unit.marketRentMinor, currency), { shouldValidate: true });
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (document.error || hasNoVacantUnits) return;
    setFormError(null);
    let result: TCreateTenantResponse;
    try {
      result = await createTenant.mutateAsync({
        fullName: values.fullName,
        email: values.email,
        phone: values.phone,
        propertyId: values.propertyId,
        unitId: values.unitId,
        startDate: values.startDate,
        endDate: values.endDate,
        monthlyRentMinor: inputAmountToMinor(values.monthlyRent, currency),
        securityDepositMinor: inputAmountToMinor(values.securityDeposit, currency),
        dueDay: values.dueDay,
      });
    } catch (error) {
      if (isApiError(error) && (error.code === 'no_vacant_units' || error.code === 'unit_not_available')) {
        form.setValue('unitId', '');
        await queryClient.invalidateQueries({ queryKey: tenantKeys.vacantUnits(values.propertyId) });
      }
      if (isApiError(error) && error.code === 'email_in_use') form.setFocus('email');
      if (!(isApiError(error) && error.code === 'no_vacant_units')) setFormError(error);
      return;
    }
    let isDocumentMissing = false;
    if (document.file) {
      setUploadFraction(0);
      try {
        await uploadLeaseDocument(result.lease.id, document.file, setUploadFraction);
        await queryClient.invalidateQueries({ queryKey: tenantKeys.all });
      } catch (error) {
        isDocumentMissing = true;
        toast.error(t('tenants.document.uploadFailed'), { description: getErrorMessage(t, error) });
      }
      setUploadFraction(null);
    }
    onCreated(result, isDocumentMissing);
  });

  const unitPlaceholder =
    propertyId === ''
      ? t('tenants.add.choosePropertyFirst')
      : vacantUnits.isPending
        ? t('common.loading')
        : t('tenants.add.unitPlaceholder');

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={isSubmitting}>
      <fieldset className="grid gap-4 sm:grid-cols-2" disabled={isSubmitting}>
        <legend className="mb-3 text-sm font-semibold">{t('tenants.add.tenantSection')}</legend>
        <FormField label={t('tenants.add.fullName')} error={errors.fullName} className="sm:col-span-2">
          <Input autoComplete="off" {...form.register('fullName')} />
        </FormField>
        <FormField label={t('tenants.add.email')} error={errors.email} hint={t('tenants.add.emailHint')}>
          <Input type="email" autoComplete="off" inputMode="email" {...form.register('email')} />
        </FormField>
        <FormField label={t('tenants.add.phone')} error={errors.phone} isOptional>
          <Input type="tel" autoComplete="off" inputMode="tel" {...form.register('phone')} />
        </FormField>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2" disabled={isSubmitting}>
        <legend className="mb-3 text-sm font-semibold">{t('tenants.add.leaseSection')}</legend>
        <Controller
          control={form.control}
          name="propertyId"
          render={({ field }) => (
            <FormField label={t('tenants.add.property')} error={errors.propertyId}>
              <PropertyPicker
                ref={field.ref}
                value={field.value || undefined}
                onChange={(id, property) => chooseProperty(id ?? '', property)}
                onBlur={field.onBlur}
                disabled={isSubmitting}
                placeholder={properties.isPending ? t('common.loading') : t('tenants.add.propertyPlaceholder')}
              />
            </FormField>
          )}
        />
        <Controller
          control={form.control}
          name="unitId"
          render={({ field }) => (
            <FormField label={t('tenants.add.unit')} error={hasNoVacantUnits ? undefined : errors.unitId}>
              <FormSelect
                ref={field.ref}
                value={field.value}
                onValueChange={chooseUnit}
                onBlur={field.onBlur}
                disabled={isSubmitting || propertyId === '' || !vacantUnits.data?.length}
                placeholder={unitPlaceholder}
                options={(vacantUnits.data ?? []).map((unit) => ({ value: unit.id, label: unit.label }))}
              />
            </FormField>
          )}
        />
        {properties.isError ? (
          <Alert variant="destructive" className="sm:col-span-2">
            <CircleAlert aria-hidden="true" />
            <span>{t('tenants.add.propertiesLoadFailed')}</span>
          </Alert>
        ) : properties.isSuccess && properties.data.total === 0 ? (
          <Alert className="sm:col-span-2">
            <CircleAlert aria-hidden="true" />
            <span>{t('tenants.add.noProperties')}</span>
          </Alert>
        ) : null}
        {hasNoVacantUnits ? (
          <Alert variant="destructive" className="sm:col-span-2">
            <CircleAlert aria-hidden="true" />
            <span>{t('errors.noVacantUnits')}</span>
          </Alert>
        ) : null}
        <FormField label={t('tenants.add.startDate')} error={errors.startDate}>
          <Input type="date" {...form.register('startDate')} />
        </FormField>
        <FormField label={t('tenants.add.endDate')} error={errors.endDate}>
          <Input type="date" {...form.register('endDate')} />
        </FormField>
        <FormField
          label={t('tenants.add.monthlyRent', { currency })}
          error={errors.monthlyRent}
          hint={t('tenants.add.monthlyRentHint')}
        >
          <Input
            inputMode="decimal"
            autoComplete="off"
            {...form.register('monthlyRent', {
              onChange: () => {
                isRentEdited.current = true;
              },
            })}
          />
        </FormField>
        <FormField
          label={t('tenants.add.securityDeposit', { currency })}
          error={errors.securityDeposit}
          hint={t('tenants.add.securityDepositHint')}
          isOptional
        >
          <Input inputMode="decimal" autoComplete="off" {...form.register('securityDeposit')} />
        </FormField>
        <FormField label={t('tenants.add.dueDay')} error={errors.dueDay} hint={t('tenants.add.dueDayHint')}>
          <Input type="number" min={1} max={28} step={1} inputMode="numeric" {...form.register('dueDay')} />
        </FormField>
        <LeaseDocumentField
          label={t('tenants.add.document')}
          error={document.error}
          disabled={isSubmitting}
          isOptional
          onChange={(file, error) => setDocument({ file, error })}
        />
      </fieldset>

      {uploadFraction !== null ? <UploadProgress fraction={uploadFraction} /> : null}
      {formError ? (
        <Alert variant="destructive">
          <CircleAlert aria-hidden="true" />
          <span>{getErrorMessage(t, formError)}</span>
        </Alert>
      ) : null}

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" isLoading={isSubmitting} disabled={hasNoVacantUnits}>
          {isSubmitting ? t('tenants.add.submitting') : t('tenants.add.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
