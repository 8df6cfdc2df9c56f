import type { TMeResponse } from '@rentwell/contracts/me';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { NativeSelect } from '../../../components/native-select.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useUpdateOrganization } from '../api/organization-mutations.ts';
import { currencyOptions } from '../currency-options.ts';

export type TOrganizationSectionProps = { organization: NonNullable<TMeResponse['organization']> };

/** The organization's currency (admins only): what new records are written in and totals are reported in. */
export function OrganizationSection({ organization }: TOrganizationSectionProps) {
  const { t, i18n } = useTranslation();
  const update = useUpdateOrganization();
  const currencyId = useId();
  const hintId = useId();
  const language = i18n.resolvedLanguage ?? 'en';
  const options = useMemo(() => currencyOptions(language, organization.currency), [language, organization.currency]);
  const save = (currency: string) =>
    update.mutate(
      { currency },
      {
        onSuccess: () => toast.success(t('settings.organization.saved', { currency })),
        onError: (error) => toast.error(t('settings.toasts.saveFailed'), { description: getErrorMessage(t, error) }),
      },
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.organization.title')}</CardTitle>
        <CardDescription>{t('settings.organization.description', { name: organization.name })}</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="grid gap-2 sm:max-w-sm">
          <label htmlFor={currencyId} className="text-sm leading-none font-medium">
            {t('settings.organization.currency')}
          </label>
          <NativeSelect
            id={currencyId}
            aria-describedby={hintId}
            value={update.isPending ? update.variables.currency : organization.currency}
            disabled={update.isPending}
            onChange={(event) => save(event.target.value)}
          >
            {options.map((option) => (
              <option key={option.code} value={option.code}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
          <p id={hintId} className="text-xs text-muted-foreground">
            {t('settings.organization.currencyHint')}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
