import { Calculator } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PropertyPicker } from '../../../../../components/property-picker/property-picker.tsx';
import { Alert } from '../../../../../components/ui/alert.tsx';
import { Button } from '../../../../../components/ui/button.tsx';
import { FieldNotes, fieldNotesAria } from '../../../../../components/ui/field-notes.tsx';
import { Input } from '../../../../../components/ui/input.tsx';
import { Label } from '../../../../../components/ui/label.tsx';
import { Spinner } from '../../../../../components/ui/spinner.tsx';
import type { TRentPredictionErrorKey, TRentPredictionField, TRentPredictionInputs } from './rent-prediction-inputs.ts';

export type TRentPredictionFormProps = {
  inputs: TRentPredictionInputs;
  onChange: (field: TRentPredictionField, value: string) => void;
  onSubmit: () => void;
  isPending: boolean;
  /** Empty fields after a submit: they are marked, and 'Please fill in all fields' shows. */
  missing: readonly TRentPredictionField[];
  invalid: Partial<Record<TRentPredictionField, TRentPredictionErrorKey>>;
};

const NUMBER_FIELDS = [
  { field: 'bedrooms', labelKey: 'rentPrediction.fields.bedrooms', inputMode: 'numeric' },
  { field: 'bathrooms', labelKey: 'rentPrediction.fields.bathrooms', inputMode: 'decimal' },
  { field: 'squareFeet', labelKey: 'rentPrediction.fields.squareFeet', inputMode: 'numeric' },
] as const;

/** Property, bedrooms, bathrooms and square feet, all required. */
export function RentPredictionForm({
  inputs,
  onChange,
  onSubmit,
  isPending,
  missing,
  invalid,
}: TRentPredictionFormProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const idOf = (field: TRentPredictionField) => `rent-prediction-${field}-${baseId}`;
  const errorOf = (field: TRentPredictionField) => {
    const key = invalid[field];
    return key ? t(`rentPrediction.errors.${key}`) : undefined;
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label={t('aiInsights.tabs.rent')}>
      {missing.length > 0 ? (
        <Alert variant="destructive" role="alert">
          <p className="font-medium">{t('rentPrediction.errors.fillInAllFields')}</p>
        </Alert>
      ) : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="grid content-start gap-1.5 sm:col-span-2 lg:col-span-1">
          <Label htmlFor={idOf('propertyId')}>{t('rentPrediction.fields.property')}</Label>
          <PropertyPicker
            id={idOf('propertyId')}
            value={inputs.propertyId || undefined}
            placeholder={t('rentPrediction.fields.propertyPlaceholder')}
            onChange={(value) => onChange('propertyId', value ?? '')}
            {...fieldNotesAria(idOf('propertyId'), { error: errorOf('propertyId') })}
            aria-invalid={missing.includes('propertyId') || undefined}
          />
          <FieldNotes controlId={idOf('propertyId')} error={errorOf('propertyId')} />
        </div>
        {NUMBER_FIELDS.map(({ field, labelKey, inputMode }) => {
          const error = errorOf(field);
          return (
            <div key={field} className="grid content-start gap-1.5">
              <Label htmlFor={idOf(field)}>{t(labelKey)}</Label>
              <Input
                id={idOf(field)}
                name={field}
                value={inputs[field]}
                inputMode={inputMode}
                autoComplete="off"
                onChange={(event) => onChange(field, event.target.value)}
                {...fieldNotesAria(idOf(field), { error })}
                aria-invalid={missing.includes(field) || error ? true : undefined}
                className="tabular-nums"
              />
              <FieldNotes controlId={idOf(field)} error={error} />
            </div>
          );
        })}
      </div>
      <div>
        <Button type="submit" disabled={isPending}>
          {isPending ? <Spinner /> : <Calculator aria-hidden="true" />}
          {isPending ? t('rentPrediction.submitting') : t('rentPrediction.submit')}
        </Button>
      </div>
    </form>
  );
}
