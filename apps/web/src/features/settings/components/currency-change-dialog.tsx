import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';

export type TCurrencyChangeDialogProps = {
  /** The currency asked for; null while no change is being confirmed. */
  currency: string | null;
  current: string;
  onCancel: () => void;
  onConfirm: (currency: string) => void;
};

/** Says what switching the organization's currency does, and does not do, before it happens. */
export function CurrencyChangeDialog({ currency, current, onCancel, onConfirm }: TCurrencyChangeDialogProps) {
  const { t } = useTranslation();
  const values = { currency: currency ?? '', current };
  return (
    <ConfirmDialog
      open={currency !== null}
      onOpenChange={(open) => (open ? null : onCancel())}
      variant="primary"
      title={t('settings.organization.currencyChange.title', values)}
      description={
        <span className="grid gap-2">
          <span>{t('settings.organization.currencyChange.newRecords', values)}</span>
          <span>{t('settings.organization.currencyChange.history', values)}</span>
          <span>{t('settings.organization.currencyChange.totals', values)}</span>
        </span>
      }
      confirmLabel={t('settings.organization.currencyChange.confirm', values)}
      onConfirm={() => (currency ? onConfirm(currency) : null)}
    />
  );
}
