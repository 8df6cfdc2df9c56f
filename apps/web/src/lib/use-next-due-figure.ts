import type { TTenantPortal } from '@rentwell/contracts/tenant-portal';
import { useTranslation } from 'react-i18next';
import { useFormatters } from './formatters.ts';

/** The tenant's next rent due: its amount and date, or that nothing is due. */
export function useNextDueFigure(nextDue: TTenantPortal['nextDue'], currency: string) {
  const { t } = useTranslation();
  const format = useFormatters();
  return {
    label: t('tenantPortal.nextDue'),
    value: nextDue ? format.money(nextDue.amountMinor, currency) : t('tenantPortal.nothingDue'),
    caption: nextDue
      ? t('tenantPortal.nextDueOn', { date: format.date(nextDue.dueDate) })
      : t('tenantPortal.nothingDueCaption'),
  };
}
