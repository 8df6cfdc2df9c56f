import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FailureAlert } from '../../../../components/ui/failure-alert.tsx';
import { getErrorMessage } from '../../../../lib/error-messages.ts';
import { requestRentPrediction } from '../../api/rent-prediction.ts';
import { RentPredictionForm } from './rent-prediction/rent-prediction-form.tsx';
import {
  checkRentPredictionInputs,
  inputsFromSearchParams,
  type TRentPredictionErrorKey,
  type TRentPredictionField,
  type TRentPredictionInputs,
} from './rent-prediction/rent-prediction-inputs.ts';
import { RentPredictionResult } from './rent-prediction/rent-prediction-result.tsx';

/**
 * 'Rent prediction': a unit's rent estimated from the organization's comparable rents and HUD's Fair Market Rents.
 * A unit's 'Predict rent' link fills the form through `?propertyId=&bedrooms=&bathrooms=&squareFeet=`.
 */
export function RentPredictionPanel() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const [inputs, setInputs] = useState<TRentPredictionInputs>(() => inputsFromSearchParams(searchParams));
  const [missing, setMissing] = useState<TRentPredictionField[]>([]);
  const [invalid, setInvalid] = useState<Partial<Record<TRentPredictionField, TRentPredictionErrorKey>>>({});
  const prediction = useMutation({ mutationFn: requestRentPrediction });

  const change = (field: TRentPredictionField, value: string) => {
    setInputs((current) => ({ ...current, [field]: value }));
    setMissing((current) => (value.trim() === '' ? current : current.filter((name) => name !== field)));
    setInvalid(({ [field]: _cleared, ...rest }) => rest);
  };

  const submit = () => {
    const check = checkRentPredictionInputs(inputs);
    if (!check.ok) {
      setMissing(check.missing);
      setInvalid(check.invalid);
      prediction.reset();
      return;
    }
    setMissing([]);
    setInvalid({});
    prediction.mutate(check.request);
  };

  return (
    <div className="grid gap-6">
      <p className="text-sm text-muted-foreground">{t('rentPrediction.description')}</p>
      <RentPredictionForm
        inputs={inputs}
        onChange={change}
        onSubmit={submit}
        isPending={prediction.isPending}
        missing={missing}
        invalid={invalid}
      />
      <div aria-live="polite" className="grid gap-4">
        {prediction.isError ? (
          <FailureAlert title={t('rentPrediction.failed')}>{getErrorMessage(t, prediction.error)}</FailureAlert>
        ) : null}
        {prediction.data ? <RentPredictionResult result={prediction.data} /> : null}
      </div>
    </div>
  );
}
