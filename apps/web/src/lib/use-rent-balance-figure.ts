import type { TRentBalance } from '@rentwell/contracts/rent-balance';
import { useTranslation } from 'react-i18next';
import { useFormatters } from './formatters.ts';

/**
 * The tenant's balance figure: what they owe now (how much of it overdue) and, apart, what they paid ahead.
 * Money paid ahead never makes an overdue month look settled.
 */
export function useRentBalanceFigure(balance: TRentBalance, currency: string) {
  const { t } = useTranslation();
  const format = useFormatters();
  const money = (amountMinor: number) => format.money(amountMinor, currency);
  let owed: string;
  if (balance.owedMinor === 0) owed = t('tenantPortal.balanceClear');
  else if (balance.overdueMinor === balance.owedMinor)
    owed = t('tenantPortal.owedOverdue', { amount: money(balance.owedMinor) });
  else if (balance.overdueMinor > 0)
    owed = t('tenantPortal.owedPartlyOverdue', {
      amount: money(balance.owedMinor),
      overdue: money(balance.overdueMinor),
    });
  else owed = t('tenantPortal.owedDueToday', { amount: money(balance.owedMinor) });
  const paidAhead =
    balance.creditMinor > 0 ? t('tenantPortal.paidAhead', { amount: money(balance.creditMinor) }) : null;
  return {
    value: money(balance.owedMinor),
    caption: paidAhead ? `${owed} · ${paidAhead}` : owed,
    tone: balance.owedMinor > 0 ? ('danger' as const) : undefined,
  };
}
