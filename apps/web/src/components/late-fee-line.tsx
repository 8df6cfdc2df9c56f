import type { TLateFee } from '@rentwell/contracts/rent-rules';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/class-names.ts';
import { useFormatters } from '../lib/formatters.ts';

export type TLateFeeLineProps = {
  lateFee: TLateFee;
  /** The landlord's 'Waive' button, for a fee not waived. */
  action?: ReactNode;
  className?: string;
};

/**
 * A rent charge's late fee under the charge: 'Late fee $40.00 · added 7 Nov 2026', or struck through with the reason
 * once waived. The landlord's payments and the tenant's charges both show it.
 */
export function LateFeeLine({ lateFee, action, className }: TLateFeeLineProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const amount = format.money(lateFee.amountMinor, lateFee.currency);
  return (
    <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 text-sm', className)}>
      <span className="font-medium">{t('lateFees.line')}</span>
      <span className={cn('tabular-nums', lateFee.waived ? 'text-muted-foreground line-through' : 'font-medium')}>
        {amount}
      </span>
      <span className="text-xs text-muted-foreground">
        {lateFee.waived
          ? t('lateFees.waivedOn', { date: format.date(lateFee.waived.at.slice(0, 10)), reason: lateFee.waived.reason })
          : t('lateFees.addedOn', { date: format.date(lateFee.chargedOn) })}
      </span>
      {action ? <span className="ms-auto">{action}</span> : null}
    </div>
  );
}
