import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchPicker } from '../../../components/search-picker/search-picker.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { tenantChoicesQueryOptions } from '../api/payment-queries.ts';

/** The payment history's filter by tenant: all of them, or one found by searching the server. */
export function TenantFilter({ value, onChange }: { value: string | undefined; onChange: (value?: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{t('payments.filters.tenant')}</Label>
      <SearchPicker
        id={id}
        value={value}
        leadingOptions={[{ value: undefined, label: t('payments.filters.allTenants') }]}
        onChange={(next) => onChange(next)}
        texts={{
          search: t('payments.tenantPicker.search'),
          noMatches: t('payments.tenantPicker.noMatches'),
          none: t('payments.tenantPicker.none'),
          failed: t('payments.tenantPicker.failed'),
          refine: () => t('payments.tenantPicker.refine'),
        }}
        choicesQuery={tenantChoicesQueryOptions}
      />
    </div>
  );
}
