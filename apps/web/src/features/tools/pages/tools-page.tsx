import { hasPermission } from '@rentwell/domain/role-permissions';
import { Calculator, Landmark, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { minorToInputAmount } from '../../../lib/amount-input.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { usePreferredCurrency } from '../../../lib/use-preferred-currency.ts';
import { CapRateCalculator, EMPTY_CAP_RATE_VALUES, type TCapRateValues } from '../components/cap-rate-calculator.tsx';
import { EMPTY_MORTGAGE_VALUES, MortgageCalculator, type TMortgageValues } from '../components/mortgage-calculator.tsx';
import { PropertyPrefill } from '../components/property-prefill.tsx';
import type { TPropertyPrefill } from '../components/property-prefill-values.ts';
import { EMPTY_ROI_VALUES, RoiCalculator, type TRoiValues } from '../components/roi-calculator.tsx';

const CALCULATORS = ['cap-rate', 'mortgage', 'roi'] as const;
type TCalculator = (typeof CALCULATORS)[number];

function isCalculator(value: string | null): value is TCalculator {
  return CALCULATORS.some((calculator) => calculator === value);
}

/**
 * `/tools`: cap rate, mortgage and ROI calculators for any signed-in user. Values live here, so switching tabs keeps
 * them and a property's prefill reaches all three; the open calculator is in the URL (`?calculator=`).
 */
export function ToolsPage() {
  const { t } = useTranslation();
  const { role } = useAuth();
  const preferredCurrency = usePreferredCurrency();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('calculator');
  const calculator: TCalculator = isCalculator(requested) ? requested : 'cap-rate';
  const [prefillCurrency, setPrefillCurrency] = useState<string | null>(null);
  const [capRateValues, setCapRateValues] = useState<TCapRateValues>(EMPTY_CAP_RATE_VALUES);
  const [mortgageValues, setMortgageValues] = useState<TMortgageValues>(EMPTY_MORTGAGE_VALUES);
  const [roiValues, setRoiValues] = useState<TRoiValues>(EMPTY_ROI_VALUES);
  const currency = prefillCurrency ?? preferredCurrency;
  // Only landlords and managers may list properties; tenants and staff get the calculators without a prefill.
  const canPrefill = role !== null && hasPermission(role, 'properties:read');

  // A property's figures replace what was typed for another one (the down payment and loan of a different price make no
  // sense); the market assumptions (vacancy, interest rate, term, appreciation) stay.
  const applyPrefill = (prefill: TPropertyPrefill) => {
    const amount = (minor: number | null) => (minor === null ? '' : minorToInputAmount(minor, prefill.currency));
    const monthly = (annualMinor: number | null) => (annualMinor === null ? null : Math.round(annualMinor / 12));
    const price = amount(prefill.purchasePriceMinor);
    setPrefillCurrency(prefill.currency);
    setCapRateValues((values) => ({
      ...EMPTY_CAP_RATE_VALUES,
      vacancy: values.vacancy,
      price,
      grossRent: amount(prefill.monthlyRentMinor === null ? null : prefill.monthlyRentMinor * 12),
      expenses: amount(prefill.annualExpensesMinor),
    }));
    setMortgageValues((values) => ({
      ...EMPTY_MORTGAGE_VALUES,
      rate: values.rate,
      termYears: values.termYears,
      price,
    }));
    setRoiValues((values) => ({
      ...EMPTY_ROI_VALUES,
      loanRate: values.loanRate,
      appreciation: values.appreciation,
      price,
      monthlyRent: amount(prefill.monthlyRentMinor),
      monthlyExpenses: amount(monthly(prefill.annualExpensesMinor)),
      mortgagePayment: amount(monthly(prefill.annualMortgageMinor)),
    }));
  };

  const selectCalculator = (value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'cap-rate') next.delete('calculator');
        else next.set('calculator', value);
        return next;
      },
      { replace: true },
    );

  const panels = {
    'cap-rate': {
      icon: Calculator,
      title: t('tools.capRate.title'),
      description: t('tools.capRate.description'),
      body: <CapRateCalculator values={capRateValues} onChange={setCapRateValues} currency={currency} />,
    },
    mortgage: {
      icon: Landmark,
      title: t('tools.mortgage.title'),
      description: t('tools.mortgage.description'),
      body: <MortgageCalculator values={mortgageValues} onChange={setMortgageValues} currency={currency} />,
    },
    roi: {
      icon: TrendingUp,
      title: t('tools.roi.title'),
      description: t('tools.roi.description'),
      body: <RoiCalculator values={roiValues} onChange={setRoiValues} currency={currency} />,
    },
  } as const;

  return (
    <>
      <PageHeader title={t('pages.tools.title')} description={t('pages.tools.description')} />
      {canPrefill ? <PropertyPrefill onPrefill={applyPrefill} /> : null}
      <Tabs value={calculator} onValueChange={selectCalculator}>
        <TabsList aria-label={t('tools.tabsLabel')}>
          {CALCULATORS.map((key) => {
            const Icon = panels[key].icon;
            return (
              <TabsTrigger key={key} value={key}>
                <Icon className="size-4" aria-hidden="true" />
                {t(`tools.tabs.${key === 'cap-rate' ? 'capRate' : key}`)}
              </TabsTrigger>
            );
          })}
        </TabsList>
        {CALCULATORS.map((key) => (
          <TabsContent key={key} value={key}>
            <Card>
              <CardHeader>
                <CardTitle>{panels[key].title}</CardTitle>
                <CardDescription>{panels[key].description}</CardDescription>
              </CardHeader>
              <CardContent>{panels[key].body}</CardContent>
            </Card>
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}
