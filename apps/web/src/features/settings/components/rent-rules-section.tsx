import { zodResolver } from '@hookform/resolvers/zod';
import { LATE_FEE_KINDS, type TRentRules } from '@rentwell/contracts/rent-rules';
import { useEffect, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormSelect } from '../../../components/form-select.tsx';
import { LoadFailedState } from '../../../components/load-failed-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { ZOD_PARSE_OPTIONS } from '../../../lib/form-errors.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { toast } from '../../../lib/toast.ts';
import { useRentRules, useUpdateRentRules } from '../api/rent-rules.ts';
import {
  OVERDUE_DAY_FIELDS,
  rentRulesFormSchema,
  rentRulesOf,
  rentRulesToForm,
  type TRentRulesFormSchema,
  type TRentRulesFormValues,
} from '../rent-rules-form.ts';

/** The organization's rent rules (admins only): grace days and the late fee the daily job charges. */
export function RentRulesSection() {
  const { t } = useTranslation();
  const rules = useRentRules();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.rentRules.title')}</CardTitle>
        <CardDescription>{t('settings.rentRules.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {rules.isError ? (
          <LoadFailedState
            title={t('settings.rentRules.loadFailed')}
            error={rules.error}
            headingLevel="h3"
            onRetry={() => void rules.refetch()}
          />
        ) : rules.data ? (
          <RentRulesForm rules={rules.data} />
        ) : (
          <p className="text-sm text-muted-foreground">{t('common.loading')}</p>
        )}
      </CardContent>
    </Card>
  );
}

function RentRulesForm({ rules }: { rules: TRentRules }) {
  const { t } = useTranslation();
  const update = useUpdateRentRules();
  const schema = useMemo(() => rentRulesFormSchema(rules.currency), [rules.currency]);
  const form = useForm<TRentRulesFormValues, unknown, z.output<TRentRulesFormSchema>>({
    resolver: zodResolver(schema, ZOD_PARSE_OPTIONS),
    defaultValues: rentRulesToForm(rules),
  });
  useEffect(() => form.reset(rentRulesToForm(rules)), [form, rules]);
  const { errors } = form.formState;
  const values = useWatch({ control: form.control });
  const kind = values.lateFeeKind ?? 'none';
  const submit = form.handleSubmit((typed) =>
    update.mutate(rentRulesOf(typed, rules.currency), {
      onSuccess: () => toast.success(t('settings.rentRules.saved')),
      onError: (error) => toast.error(t('settings.toasts.saveFailed'), { description: getErrorMessage(t, error) }),
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:max-w-xl sm:grid-cols-2">
      <FormField
        label={t('settings.rentRules.graceDays')}
        error={errors.graceDays}
        hint={t('settings.rentRules.graceDaysHint')}
      >
        <Input inputMode="numeric" autoComplete="off" {...form.register('graceDays')} />
      </FormField>
      <Controller
        control={form.control}
        name="lateFeeKind"
        render={({ field }) => (
          <FormField label={t('settings.rentRules.lateFeeKind')} error={errors.lateFeeKind}>
            <FormSelect
              ref={field.ref}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              options={LATE_FEE_KINDS.map((option) => ({
                value: option,
                label: t(`settings.rentRules.kinds.${option}`),
              }))}
            />
          </FormField>
        )}
      />
      {kind === 'flat' ? (
        <FormField
          label={t('settings.rentRules.flatAmount', { currency: rules.currency })}
          error={errors.flatAmount}
          hint={t('settings.rentRules.flatAmountHint')}
        >
          <Input inputMode="decimal" autoComplete="off" {...form.register('flatAmount')} />
        </FormField>
      ) : null}
      {kind === 'percent' ? (
        <>
          <FormField
            label={t('settings.rentRules.percent')}
            error={errors.percent}
            hint={t('settings.rentRules.percentHint')}
          >
            <Input inputMode="decimal" autoComplete="off" {...form.register('percent')} />
          </FormField>
          <FormField
            label={t('settings.rentRules.cap', { currency: rules.currency })}
            error={errors.cap}
            hint={t('settings.rentRules.capHint')}
            isOptional
          >
            <Input inputMode="decimal" autoComplete="off" {...form.register('cap')} />
          </FormField>
        </>
      ) : null}
      <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-medium">{t('settings.rentRules.overdueLetters')}</legend>
        {OVERDUE_DAY_FIELDS.map((field) => (
          <FormField key={field} label={t(`settings.rentRules.${field}`)} error={errors[field]}>
            <Input inputMode="numeric" autoComplete="off" {...form.register(field)} />
          </FormField>
        ))}
        <p className="text-sm text-muted-foreground sm:col-span-3">{t('settings.rentRules.overdueLettersHint')}</p>
      </fieldset>
      <p className="text-sm text-muted-foreground sm:col-span-2" aria-live="polite">
        <RentRulesSummary rules={rules} />
      </p>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={update.isPending}>
          {t('settings.rentRules.save')}
        </Button>
      </div>
    </form>
  );
}

/** What the saved rules do, in one sentence. */
function RentRulesSummary({ rules }: { rules: TRentRules }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (rules.lateFeeKind === 'none') return t('settings.rentRules.summaryNone');
  const fee =
    rules.lateFeeKind === 'flat'
      ? format.money(rules.flatAmountMinor ?? 0, rules.currency)
      : rules.capMinor === null
        ? t('settings.rentRules.feePercent', { percent: (rules.percentBasisPoints ?? 0) / 100 })
        : t('settings.rentRules.feePercentCapped', {
            percent: (rules.percentBasisPoints ?? 0) / 100,
            cap: format.money(rules.capMinor, rules.currency),
          });
  return t('settings.rentRules.summary', { count: rules.graceDays, fee });
}
