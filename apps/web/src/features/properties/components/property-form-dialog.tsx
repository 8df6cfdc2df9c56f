import { zodResolver } from '@hookform/resolvers/zod';
import {
  PROPERTY_TYPES,
  type TAddressSuggestion,
  type TCreatePropertyRequest,
  type TPropertyDetail,
  type TPropertyType,
  type TUpdatePropertyRequest,
  ZCreatePropertyRequest,
  ZUpdatePropertyRequest,
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
import { Textarea } from '../../../components/ui/textarea.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { validationMessage, ZOD_PARSE_OPTIONS } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { useCreateProperty, useUpdateProperty } from '../api/property-mutations.ts';
import { AddressAutocomplete, streetPartOf } from './address-autocomplete.tsx';
import { COMMON_CURRENCIES, COUNTRY_CODES, namedOptions } from './country-codes.ts';
import { FieldSelect } from './field-select.tsx';
import {
  emptyPropertyFormValues,
  propertyFormValuesOf,
  type TPropertyFormValues,
  toCreatePropertyRequest,
  toUpdatePropertyRequest,
} from './property-form-values.ts';

type TPropertyRequest = TCreatePropertyRequest | TUpdatePropertyRequest;

const createResolver = zodResolver(ZCreatePropertyRequest, ZOD_PARSE_OPTIONS);
const updateResolver = zodResolver(ZUpdatePropertyRequest, ZOD_PARSE_OPTIONS);

/** Validates with the contract schema after turning the typed text into the request's numbers. */
function propertyResolver(mode: 'create' | 'edit'): Resolver<TPropertyFormValues, unknown, TPropertyRequest> {
  return (values, context, options) => {
    const resolverOptions = options as unknown as Parameters<typeof createResolver>[2];
    const result =
      mode === 'create'
        ? createResolver(toCreatePropertyRequest(values), context, resolverOptions)
        : updateResolver(
            toUpdatePropertyRequest(values),
            context,
            options as unknown as Parameters<typeof updateResolver>[2],
          );
    return result as ReturnType<Resolver<TPropertyFormValues, unknown, TPropertyRequest>>;
  };
}

const FORM_FIELDS = new Set<string>([
  'name',
  'type',
  'address',
  'city',
  'state',
  'zipCode',
  'country',
  'currency',
  'yearBuilt',
  'purchasePriceMinor',
  'notes',
  'unitCount',
]);

/** A region code from the browser's language ("en-CA" → "CA"), used as the first guess for a new property. */
function browserCountry(): string {
  const region = navigator.language.split('-')[1]?.toUpperCase();
  return region && COUNTRY_CODES.includes(region) ? region : 'US';
}

export type TPropertyFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The property to edit; without it the dialog creates one (with its units). */
  property?: TPropertyDetail | undefined;
  onSaved?: (property: TPropertyDetail, mode: 'create' | 'edit') => void;
};

export function PropertyFormDialog({ open, onOpenChange, property, onSaved }: TPropertyFormDialogProps) {
  const { t } = useTranslation();
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      className="max-w-2xl"
      title={property ? t('properties.form.editTitle') : t('properties.form.createTitle')}
      description={property ? t('properties.form.editDescription') : t('properties.form.createDescription')}
    >
      <PropertyForm property={property} onCancel={() => onOpenChange(false)} onSaved={onSaved} />
    </TitledDialog>
  );
}

type TPropertyFormProps = {
  property?: TPropertyDetail | undefined;
  onCancel: () => void;
  onSaved?: ((property: TPropertyDetail, mode: 'create' | 'edit') => void) | undefined;
};

/** The add/edit property form: details, address with suggestions, finances, and on creation the units. */
export function PropertyForm({ property, onCancel, onSaved }: TPropertyFormProps) {
  const { t, i18n } = useTranslation();
  const { organization, profile } = useAuth();
  const mode = property ? 'edit' : 'create';
  const createProperty = useCreateProperty();
  const updateProperty = useUpdateProperty(property?.id ?? '');
  const [serverError, setServerError] = useState<string | null>(null);
  const defaultCurrency = organization?.currency ?? profile?.preferredCurrency ?? 'USD';
  const form = useForm<TPropertyFormValues, unknown, TPropertyRequest>({
    resolver: propertyResolver(mode),
    defaultValues: property
      ? propertyFormValuesOf(property)
      : emptyPropertyFormValues({ currency: defaultCurrency, country: browserCountry() }),
  });
  const { errors, isSubmitting } = form.formState;
  const currency = form.watch('currency');
  const country = form.watch('country');
  const countries = namedOptions([...COUNTRY_CODES, country], i18n.resolvedLanguage, 'region');
  const currencies = namedOptions([...COMMON_CURRENCIES, defaultCurrency, currency], i18n.resolvedLanguage, 'currency');

  function fillFromSuggestion(suggestion: TAddressSuggestion, typedText: string) {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('address', suggestion.address || streetPartOf(typedText), options);
    form.setValue('city', suggestion.city, options);
    form.setValue('state', suggestion.state, options);
    form.setValue('zipCode', suggestion.zipCode, options);
    if (COUNTRY_CODES.includes(suggestion.country)) form.setValue('country', suggestion.country, options);
  }

  const onSubmit = form.handleSubmit(async (request) => {
    setServerError(null);
    try {
      const saved =
        mode === 'create'
          ? await createProperty.mutateAsync(request as TCreatePropertyRequest)
          : await updateProperty.mutateAsync(request as TUpdatePropertyRequest);
      toast.success(
        mode === 'create'
          ? t('properties.toasts.created', { name: saved.name })
          : t('properties.toasts.updated', { name: saved.name }),
      );
      onSaved?.(saved, mode);
      onCancel();
    } catch (error) {
      if (isApiError(error) && error.details) {
        for (const field of Object.keys(error.details)) {
          if (FORM_FIELDS.has(field)) {
            form.setError(field as keyof TPropertyFormValues, { message: validationMessage('invalid') });
          }
        }
      }
      setServerError(getErrorMessage(t, error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6" aria-busy={isSubmitting}>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold">{t('properties.form.detailsSection')}</legend>
        <FormField label={t('properties.form.name')} error={errors.name}>
          <Input autoComplete="off" {...form.register('name')} />
        </FormField>
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <Select value={field.value} onValueChange={(value) => field.onChange(value as TPropertyType)}>
              <FormField label={t('properties.form.type')} error={errors.type}>
                <SelectTrigger onBlur={field.onBlur}>
                  <SelectValue />
                </SelectTrigger>
              </FormField>
              <SelectContent>
                {PROPERTY_TYPES.map((type) => (
                  <SelectItem key={type} value={type}>
                    {t(`properties.types.${type}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold">{t('properties.form.addressSection')}</legend>
        <Controller
          control={form.control}
          name="address"
          render={({ field }) => (
            <FormField
              label={t('properties.form.address')}
              error={errors.address}
              hint={t('properties.form.addressHint')}
              className="sm:col-span-2"
            >
              <AddressAutocomplete
                name={field.name}
                ref={field.ref}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                onSelectSuggestion={fillFromSuggestion}
              />
            </FormField>
          )}
        />
        <FormField label={t('properties.form.city')} error={errors.city}>
          <Input autoComplete="off" {...form.register('city')} />
        </FormField>
        <FormField label={t('properties.form.state')} error={errors.state} isOptional>
          <Input autoComplete="off" {...form.register('state')} />
        </FormField>
        <FormField label={t('properties.form.zipCode')} error={errors.zipCode} isOptional>
          <Input autoComplete="off" {...form.register('zipCode')} />
        </FormField>
        <FormField label={t('properties.form.country')} error={errors.country}>
          <FieldSelect {...form.register('country')}>
            {countries.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </FieldSelect>
        </FormField>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-3 text-sm font-semibold">{t('properties.form.financeSection')}</legend>
        <FormField label={t('properties.form.currency')} error={errors.currency}>
          <FieldSelect {...form.register('currency')}>
            {currencies.map((option) => (
              <option key={option.code} value={option.code}>
                {`${option.code} · ${option.name}`}
              </option>
            ))}
          </FieldSelect>
        </FormField>
        <FormField
          label={t('properties.form.purchasePrice', { currency })}
          error={errors.purchasePriceMinor}
          isOptional
        >
          <Input inputMode="decimal" autoComplete="off" {...form.register('purchasePriceMinor')} />
        </FormField>
        <FormField label={t('properties.form.yearBuilt')} error={errors.yearBuilt} isOptional>
          <Input inputMode="numeric" autoComplete="off" {...form.register('yearBuilt')} />
        </FormField>
      </fieldset>

      {mode === 'create' ? (
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-1 text-sm font-semibold">{t('properties.form.unitsSection')}</legend>
          <p className="text-xs text-muted-foreground sm:col-span-2">{t('properties.form.unitsSectionHint')}</p>
          <FormField label={t('properties.form.unitCount')} error={errors.unitCount}>
            <Input inputMode="numeric" autoComplete="off" {...form.register('unitCount')} />
          </FormField>
          <FormField
            label={t('properties.form.marketRent', { currency })}
            error={errors.unitDefaults?.marketRentMinor}
            isOptional
          >
            <Input inputMode="decimal" autoComplete="off" {...form.register('unitDefaults.marketRentMinor')} />
          </FormField>
          <div className="grid grid-cols-3 gap-3 sm:col-span-2">
            <FormField label={t('properties.form.bedrooms')} error={errors.unitDefaults?.bedrooms}>
              <Input
                inputMode="numeric"
                autoComplete="off"
                placeholder="1"
                {...form.register('unitDefaults.bedrooms')}
              />
            </FormField>
            <FormField label={t('properties.form.bathrooms')} error={errors.unitDefaults?.bathrooms}>
              <Input
                inputMode="decimal"
                autoComplete="off"
                placeholder="1"
                {...form.register('unitDefaults.bathrooms')}
              />
            </FormField>
            <FormField label={t('properties.form.squareFeet')} error={errors.unitDefaults?.squareFeet}>
              <Input inputMode="numeric" autoComplete="off" {...form.register('unitDefaults.squareFeet')} />
            </FormField>
          </div>
        </fieldset>
      ) : null}

      <FormField label={t('properties.form.notes')} error={errors.notes} isOptional>
        <Textarea rows={3} {...form.register('notes')} />
      </FormField>

      {serverError ? <Alert variant="destructive">{serverError}</Alert> : null}

      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" isLoading={isSubmitting}>
          {isSubmitting
            ? t('common.saving')
            : mode === 'create'
              ? t('properties.form.createSubmit')
              : t('common.saveChanges')}
        </Button>
      </DialogFooter>
    </form>
  );
}
