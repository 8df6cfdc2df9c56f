import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { propertyOptionsQueryOptions } from '../../../components/property-picker/property-options-query.ts';
import { PropertyPicker } from '../../../components/property-picker/property-picker.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { useOrganizationToday } from '../../../lib/use-organization-today.ts';
import { expenseTotalQueryOptions, prefillPropertyQueryOptions } from '../api/tool-queries.ts';
import { lastTwelveMonths, type TPropertyPrefill, toPropertyPrefill } from './property-prefill-values.ts';

export type TPropertyPrefillProps = {
  onPrefill: (prefill: TPropertyPrefill) => void;
};

type TPrefillState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; prefill: TPropertyPrefill }
  | { status: 'error'; error: unknown };

/**
 * 'Prefill from a property': the user's properties; choosing one fills the calculators with its purchase price, its
 * units' rents and its last twelve months of expenses. Shows nothing while there are no properties to offer.
 */
export function PropertyPrefill({ onPrefill }: TPropertyPrefillProps) {
  const { t } = useTranslation();
  const today = useOrganizationToday();
  const format = useFormatters();
  const queryClient = useQueryClient();
  const selectId = useId();
  const properties = useQuery(propertyOptionsQueryOptions(''));
  const [propertyId, setPropertyId] = useState('');
  const [state, setState] = useState<TPrefillState>({ status: 'idle' });
  // The property chosen last: the figures of one chosen before it and still loading must not overwrite its own.
  const latestId = useRef('');

  if (!properties.data?.total) return null;

  const choose = async (id: string) => {
    latestId.current = id;
    setPropertyId(id);
    setState({ status: 'loading' });
    const { from, to } = lastTwelveMonths(today);
    try {
      const [property, allExpenses, mortgageExpenses] = await Promise.all([
        queryClient.fetchQuery(prefillPropertyQueryOptions(id)),
        queryClient.fetchQuery(expenseTotalQueryOptions(id, from, to)),
        queryClient.fetchQuery(expenseTotalQueryOptions(id, from, to, 'mortgage')),
      ]);
      if (latestId.current !== id) return;
      const prefill = toPropertyPrefill(property, allExpenses, mortgageExpenses);
      onPrefill(prefill);
      setState({ status: 'done', prefill });
    } catch (error) {
      if (latestId.current === id) setState({ status: 'error', error });
    }
  };

  const figures = (prefill: TPropertyPrefill) => [
    { label: t('tools.prefill.purchasePrice'), minor: prefill.purchasePriceMinor },
    { label: t('tools.prefill.monthlyRent'), minor: prefill.monthlyRentMinor },
    { label: t('tools.prefill.annualExpenses'), minor: prefill.annualExpensesMinor },
    { label: t('tools.prefill.annualMortgage'), minor: prefill.annualMortgageMinor },
  ];

  return (
    <Card className="mb-6 grid gap-3 p-4 sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grid min-w-0 flex-1 gap-1.5 sm:max-w-sm">
          <Label htmlFor={selectId} className="flex items-center gap-2">
            <Building2 className="size-4 text-muted-foreground" aria-hidden="true" />
            {t('tools.prefill.label')}
          </Label>
          <PropertyPicker
            id={selectId}
            aria-describedby={`${selectId}-hint`}
            value={propertyId || undefined}
            placeholder={t('tools.prefill.placeholder')}
            onChange={(id) => {
              if (id) void choose(id);
            }}
          />
        </div>
        <p id={`${selectId}-hint`} className="text-xs text-muted-foreground sm:flex-1 sm:pb-2">
          {t('tools.prefill.hint')}
        </p>
      </div>
      <div aria-live="polite">
        {state.status === 'loading' ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4" />
            {t('tools.prefill.loading')}
          </p>
        ) : null}
        {state.status === 'done' ? (
          <div className="grid gap-1.5 text-sm">
            <p className="font-medium">{t('tools.prefill.filled', { name: state.prefill.name })}</p>
            <dl className="grid gap-x-6 gap-y-2 text-muted-foreground sm:grid-cols-2 xl:grid-cols-4">
              {figures(state.prefill).map(({ label, minor }) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd className="font-medium text-foreground tabular-nums">
                    {minor === null ? t('tools.prefill.notRecorded') : format.money(minor, state.prefill.currency)}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
      </div>
      {state.status === 'error' ? <Alert variant="destructive">{getErrorMessage(t, state.error)}</Alert> : null}
    </Card>
  );
}
