import type { TTenantPortal } from '@rentwell/contracts/tenant-portal';
import { CalendarClock, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNextDueFigure } from '../lib/use-next-due-figure.ts';
import { useRentBalanceFigure } from '../lib/use-rent-balance-figure.ts';
import { StatCard, type TStatCardProps } from './stat-card.tsx';

/** The tenant's balance and next rent due, two cards for the caller's grid. */
export function TenantRentFigures({ portal, size }: { portal: TTenantPortal; size?: TStatCardProps['size'] }) {
  const { t } = useTranslation();
  const currency = portal.currency ?? portal.leases[0]?.currency ?? 'USD';
  const balance = useRentBalanceFigure(portal.balance, currency);
  const nextDue = useNextDueFigure(portal.nextDue, currency);
  return (
    <>
      <StatCard size={size} icon={Wallet} label={t('tenantPortal.balance')} {...balance} />
      <StatCard size={size} icon={CalendarClock} {...nextDue} />
    </>
  );
}
