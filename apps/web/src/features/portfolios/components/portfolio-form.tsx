import { zodResolver } from '@hookform/resolvers/zod';
import { type TCreatePortfolioRequest, type TPortfolio, ZCreatePortfolioRequest } from '@rentwell/contracts/portfolios';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { translateFieldError, ZOD_PARSE_OPTIONS } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreatePortfolio, useUpdatePortfolio } from '../api/portfolio-mutations.ts';
import { PropertyMultiSelect } from './property-multi-select.tsx';

export type TPortfolioFormProps = {
  /** The saved portfolio; without it the form creates one. */
  portfolio?: TPortfolio | undefined;
  onCreated: (portfolio: TPortfolio) => void;
  onCancel: () => void;
};

const portfolioResolver = zodResolver(ZCreatePortfolioRequest, ZOD_PARSE_OPTIONS);

/** Title, description, the properties shown and whether their rents are; the same form creates and edits. */
export function PortfolioForm({ portfolio, onCreated, onCancel }: TPortfolioFormProps) {
  const { t } = useTranslation();
  const propertiesErrorId = useId();
  const showRentsId = useId();
  const createPortfolio = useCreatePortfolio();
  const updatePortfolio = useUpdatePortfolio(portfolio?.id ?? '');
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<TCreatePortfolioRequest>({
    resolver: portfolioResolver,
    defaultValues: {
      title: portfolio?.title ?? '',
      description: portfolio?.description ?? '',
      showRents: portfolio?.showRents ?? false,
      propertyIds: portfolio?.propertyIds ?? [],
    },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const propertiesError = translateFieldError(t, errors.propertyIds);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      if (portfolio) {
        const saved = await updatePortfolio.mutateAsync(values);
        form.reset({
          title: saved.title,
          description: saved.description,
          showRents: saved.showRents,
          propertyIds: saved.propertyIds,
        });
        toast.success(t('portfolios.toasts.saved', { title: saved.title }));
      } else {
        const created = await createPortfolio.mutateAsync(values);
        toast.success(t('portfolios.toasts.created', { title: created.title }));
        onCreated(created);
      }
    } catch (error) {
      setServerError(getErrorMessage(t, error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={isSubmitting}>
      <FormField label={t('portfolios.form.title')} error={errors.title}>
        <Input autoComplete="off" {...form.register('title')} />
      </FormField>
      <FormField label={t('portfolios.form.description')} error={errors.description} isOptional>
        <Textarea rows={3} {...form.register('description')} />
      </FormField>
      <div className="grid gap-1.5">
        <Controller
          control={form.control}
          name="propertyIds"
          render={({ field }) => (
            <PropertyMultiSelect
              value={field.value}
              onChange={field.onChange}
              label={t('portfolios.form.properties')}
              aria-describedby={propertiesError ? propertiesErrorId : undefined}
            />
          )}
        />
        {propertiesError ? (
          <p id={propertiesErrorId} className="text-xs font-medium text-destructive dark:text-danger" role="alert">
            {propertiesError}
          </p>
        ) : null}
      </div>
      <div className="flex items-start gap-3 rounded-lg border bg-muted/40 p-3">
        <input
          id={showRentsId}
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-primary"
          {...form.register('showRents')}
        />
        <div className="grid gap-1">
          <Label htmlFor={showRentsId}>{t('portfolios.form.showRents')}</Label>
          <p className="text-xs text-muted-foreground">{t('portfolios.form.showRentsHint')}</p>
        </div>
      </div>
      {serverError ? <Alert variant="destructive">{serverError}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {portfolio ? null : (
          <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
        )}
        <Button type="submit" isLoading={isSubmitting} disabled={portfolio ? !isDirty : false}>
          {isSubmitting ? t('common.saving') : portfolio ? t('common.saveChanges') : t('portfolios.form.createSubmit')}
        </Button>
      </div>
    </form>
  );
}
