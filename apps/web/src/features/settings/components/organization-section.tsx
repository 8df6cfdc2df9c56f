import type { TMeResponse } from '@rentwell/contracts/me';
import type { TUpdateOrganizationRequest } from '@rentwell/contracts/organization';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../../components/native-select.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateOrganization } from '../api/organization-mutations.ts';
import { currencyOptions } from '../currency-options.ts';
import { timeZoneOptions } from '../time-zone-options.ts';
import { CurrencyChangeDialog } from './currency-change-dialog.tsx';
import { RentNoticeSettings } from './rent-notice-settings.tsx';
import { SettingSwitch } from './setting-switch.tsx';

export type TOrganizationSectionProps = { organization: NonNullable<TMeResponse['organization']> };

/**
 * The organization's currency (admins only): what new records are written in and totals are reported in; and its time
 * zone: whose calendar date is the organization's "today" for rent, leases, reports, the calendar and reminders.
 */
export function OrganizationSection({ organization }: TOrganizationSectionProps) {
  const { t, i18n } = useTranslation();
  const update = useUpdateOrganization();
  const currencyId = useId();
  const hintId = useId();
  const timeZoneId = useId();
  const timeZoneHintId = useId();
  const [askedCurrency, setAskedCurrency] = useState<string | null>(null);
  const language = i18n.resolvedLanguage ?? 'en';
  const options = useMemo(() => currencyOptions(language, organization.currency), [language, organization.currency]);
  const zones = useMemo(() => timeZoneOptions(language, organization.timeZone), [language, organization.timeZone]);
  const pending = update.isPending ? update.variables : {};
  const save = (patch: TUpdateOrganizationRequest, saved: string) =>
    update.mutate(patch, {
      onSuccess: () => toast.success(saved),
      onError: (error) => toast.error(t('settings.toasts.saveFailed'), { description: getErrorMessage(t, error) }),
    });
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
            value={askedCurrency ?? pending.currency ?? organization.currency}
            disabled={update.isPending}
            onChange={(event) => setAskedCurrency(event.target.value)}
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
          <CurrencyChangeDialog
            currency={askedCurrency}
            current={organization.currency}
            onCancel={() => setAskedCurrency(null)}
            onConfirm={(currency) => {
              setAskedCurrency(null);
              save({ currency }, t('settings.organization.saved', { currency }));
            }}
          />
        </div>
        <div className="mt-6 grid gap-2 sm:max-w-sm">
          <label htmlFor={timeZoneId} className="text-sm leading-none font-medium">
            {t('settings.organization.timeZone')}
          </label>
          <NativeSelect
            id={timeZoneId}
            aria-describedby={timeZoneHintId}
            value={pending.timeZone ?? organization.timeZone}
            disabled={update.isPending}
            onChange={(event) => {
              const timeZone = event.target.value;
              save({ timeZone }, t('settings.organization.timeZoneSaved', { timeZone }));
            }}
          >
            {zones.map((option) => (
              <option key={option.zone} value={option.zone}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
          <p id={timeZoneHintId} className="text-xs text-muted-foreground">
            {t('settings.organization.timeZoneHint')}
          </p>
        </div>
        <SettingSwitch
          className="mt-6 sm:max-w-xl"
          label={t('settings.organization.shareTenantDetails')}
          description={t('settings.organization.shareTenantDetailsHint')}
          checked={pending.shareTenantDetailsWithModel ?? organization.shareTenantDetailsWithModel}
          disabled={update.isPending}
          onCheckedChange={(shareTenantDetailsWithModel) =>
            save(
              { shareTenantDetailsWithModel },
              t(
                shareTenantDetailsWithModel
                  ? 'settings.organization.shareTenantDetailsOn'
                  : 'settings.organization.shareTenantDetailsOff',
              ),
            )
          }
        />
        <SettingSwitch
          className="mt-6 sm:max-w-xl"
          label={t('settings.organization.emailReceipts')}
          description={t('settings.organization.emailReceiptsHint')}
          checked={pending.emailReceipts ?? organization.emailReceipts}
          disabled={update.isPending}
          onCheckedChange={(emailReceipts) =>
            save(
              { emailReceipts },
              t(emailReceipts ? 'settings.organization.emailReceiptsOn' : 'settings.organization.emailReceiptsOff'),
            )
          }
        />
        <RentNoticeSettings organization={organization} />
      </CardContent>
    </Card>
  );
}
