import type { TCharge } from '@rentwell/contracts/payments';
import { convenienceFeeOf } from '@rentwell/domain/convenience-fee';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialogFooter } from '../../../components/form-dialog-footer.tsx';
import { TitledDialog } from '../../../components/titled-dialog.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { useStartOnlinePayment } from '../api/online-payment-queries.ts';

export type TPayOnlineDialogProps = {
  /** The open charges the tenant may pick, oldest first. */
  charges: readonly TCharge[];
  initialChargeId: string;
  convenienceFeeBasisPoints: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** 'Pay online' for one or several charges: the tenant picks them, sees the total (and fee), then goes to Stripe. */
export function PayOnlineDialog({
  charges,
  initialChargeId,
  convenienceFeeBasisPoints,
  open,
  onOpenChange,
}: TPayOnlineDialogProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const legendId = useId();
  const start = useStartOnlinePayment();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set([initialChargeId]));
  const [isEmpty, setEmpty] = useState(false);
  const picked = charges.filter((charge) => chosen.has(charge.id));
  const currency = picked[0]?.currency ?? charges[0]?.currency ?? 'USD';
  const rentMinor = picked.reduce((sum, charge) => sum + charge.balanceMinor, 0);
  const feeMinor = convenienceFeeOf(rentMinor, convenienceFeeBasisPoints);
  const toggle = (chargeId: string, isChecked: boolean) => {
    const next = new Set(chosen);
    if (isChecked) next.add(chargeId);
    else next.delete(chargeId);
    setChosen(next);
    setEmpty(false);
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (picked.length === 0) return setEmpty(true);
    start.mutate({ pay: 'charges', chargeIds: picked.map((charge) => charge.id) });
  };
  const total = format.money(rentMinor + feeMinor, currency);
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('tenantOnlinePayments.dialogTitle')}
      description={t('tenantOnlinePayments.dialogDescription')}
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        <fieldset className="grid gap-2" aria-describedby={isEmpty ? `${legendId}-error` : undefined}>
          <legend id={legendId} className="mb-1 text-sm font-medium">
            {t('tenantOnlinePayments.chargesLegend')}
          </legend>
          {charges.map((charge) => (
            <label key={charge.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-brand"
                checked={chosen.has(charge.id)}
                disabled={charge.currency !== currency && !chosen.has(charge.id)}
                onChange={(event) => toggle(charge.id, event.target.checked)}
              />
              {t('tenantOnlinePayments.chargeOption', {
                date: format.date(charge.dueDate),
                amount: format.money(charge.balanceMinor, charge.currency),
              })}
            </label>
          ))}
          {isEmpty ? (
            <p id={`${legendId}-error`} className="text-sm text-destructive">
              {t('tenantOnlinePayments.chooseOne')}
            </p>
          ) : null}
        </fieldset>
        <p className="text-sm font-medium" aria-live="polite">
          {feeMinor > 0
            ? t('tenantOnlinePayments.totalWithFee', { amount: total, fee: format.money(feeMinor, currency) })
            : t('tenantOnlinePayments.total', { amount: total })}
        </p>
        <FormDialogFooter
          errorMessage={start.isError ? getErrorMessage(t, start.error) : null}
          isSubmitting={start.isPending || start.isSuccess}
          submitLabel={t('tenantOnlinePayments.continue')}
          submittingLabel={t('tenantOnlinePayments.continue')}
        />
      </form>
    </TitledDialog>
  );
}
