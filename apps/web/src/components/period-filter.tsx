import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PERIOD_PRESETS, type TPeriodFilter } from '../lib/report-period.ts';
import { PropertyFilter } from './property-picker/property-filter.tsx';
import { propertyOptionsQueryOptions } from './property-picker/property-options-query.ts';
import { Input } from './ui/input.tsx';
import { Label } from './ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './ui/select.tsx';

export type TPeriodFilterProps = {
  value: TPeriodFilter;
  onChange: (value: TPeriodFilter) => void;
};

/**
 * The period (this month, last month, this quarter, year to date, last 12 months, or a custom range) and the
 * property of the financial overview and of the analytics reports.
 */
export function PeriodFilter({ value, onChange }: TPeriodFilterProps) {
  const { t } = useTranslation();
  const periodId = useId();
  // The property filter is left out while the organization has only one property or none.
  const properties = useQuery(propertyOptionsQueryOptions(''));
  const fromId = useId();
  const toId = useId();
  const isCustom = value.preset === 'custom';
  const isInverted = isCustom && Boolean(value.from && value.to && value.from > value.to);
  return (
    <search className="flex flex-wrap items-end gap-3">
      <div className="grid w-full gap-1.5 sm:w-52">
        <Label htmlFor={periodId}>{t('financials.period.label')}</Label>
        <Select
          value={value.preset}
          onValueChange={(preset) => {
            const next = PERIOD_PRESETS.find((known) => known === preset);
            if (next) onChange({ ...value, preset: next });
          }}
        >
          <SelectTrigger id={periodId}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {PERIOD_PRESETS.map((preset) => (
              <SelectItem key={preset} value={preset}>
                {t(`financials.period.presets.${preset}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {isCustom ? (
        <>
          <div className="grid w-[calc(50%-0.375rem)] gap-1.5 sm:w-40">
            <Label htmlFor={fromId}>{t('financials.period.from')}</Label>
            <Input
              id={fromId}
              type="date"
              value={value.from ?? ''}
              max={value.to}
              onChange={(event) => onChange({ ...value, from: event.target.value || undefined })}
            />
          </div>
          <div className="grid w-[calc(50%-0.375rem)] gap-1.5 sm:w-40">
            <Label htmlFor={toId}>{t('financials.period.to')}</Label>
            <Input
              id={toId}
              type="date"
              value={value.to ?? ''}
              min={value.from}
              aria-invalid={isInverted || undefined}
              onChange={(event) => onChange({ ...value, to: event.target.value || undefined })}
            />
          </div>
        </>
      ) : null}
      {(properties.data?.total ?? 0) > 1 ? (
        <PropertyFilter
          className="w-full sm:w-56"
          label={t('financials.period.property')}
          allLabel={t('financials.period.allProperties')}
          value={value.propertyId}
          onChange={(propertyId) => onChange({ ...value, propertyId })}
        />
      ) : null}
      {isCustom && (!value.from || !value.to || isInverted) ? (
        <p className="w-full text-sm text-muted-foreground" role="status">
          {isInverted ? t('financials.period.inverted') : t('financials.period.chooseRange')}
        </p>
      ) : null}
    </search>
  );
}
