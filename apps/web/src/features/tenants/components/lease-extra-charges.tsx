import type { TExtraCharge } from '@rentwell/contracts/lease-extras';
import type { TLease } from '@rentwell/contracts/leases';
import { useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { SheetSection } from '../../../components/sheet-section.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { toast } from '../../../lib/toast.ts';
import { useRemoveExtraCharge } from '../api/tenant-mutations.ts';
import { extraChargesQueryOptions } from '../api/tenant-queries.ts';
import { AddExtraChargeDialog } from './add-extra-charge-dialog.tsx';

function ExtraChargeRow({ extra, onRemove }: { extra: TExtraCharge; onRemove: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const kind = t(`tenants.extraCharges.kinds.${extra.kind}`);
  const signed = extra.kind === 'discount' ? -extra.amountMinor : extra.amountMinor;
  const when =
    extra.frequency === 'once'
      ? t('tenants.extraCharges.onceOn', { date: format.date(extra.startDate) })
      : extra.endDate
        ? t('tenants.extraCharges.monthlyBetween', {
            start: format.date(extra.startDate),
            end: format.date(extra.endDate),
          })
        : t('tenants.extraCharges.monthlyFrom', { date: format.date(extra.startDate) });
  return (
    <li className="flex items-center gap-3 rounded-lg border p-3 text-sm">
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          {kind}
          {extra.description ? <span className="font-normal text-muted-foreground"> · {extra.description}</span> : null}
        </p>
        <p className="text-xs text-muted-foreground">{when}</p>
      </div>
      <span className="tabular-nums">{format.money(signed, extra.currency)}</span>
      <Button variant="ghost" size="icon" onClick={onRemove} aria-label={t('tenants.extraCharges.remove', { kind })}>
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}

/** The lease's extra charges and discounts, with the ways to add and remove them. */
export function LeaseExtraCharges({ lease }: { lease: TLease }) {
  const { t } = useTranslation();
  const extras = useQuery(extraChargesQueryOptions(lease.id));
  const remove = useRemoveExtraCharge(lease.id);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<TExtraCharge | null>(null);

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        toast.success(t('tenants.extraCharges.removed'));
        setRemoving(null);
      },
    });
  };

  return (
    <SheetSection title={t('tenants.extraCharges.title')}>
      {extras.isPending ? (
        <Skeleton className="h-16 rounded-lg" />
      ) : extras.isError ? (
        <p className="text-sm text-danger">{getErrorMessage(t, extras.error)}</p>
      ) : extras.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('tenants.extraCharges.none')}</p>
      ) : (
        <ul className="grid gap-2">
          {extras.data.items.map((extra) => (
            <ExtraChargeRow key={extra.id} extra={extra} onRemove={() => setRemoving(extra)} />
          ))}
        </ul>
      )}
      <div>
        <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" />
          {t('tenants.extraCharges.add')}
        </Button>
      </div>
      {adding ? <AddExtraChargeDialog lease={lease} open onOpenChange={setAdding} /> : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t('tenants.extraCharges.removeTitle')}
        description={t('tenants.extraCharges.removeDescription')}
        confirmLabel={t('tenants.extraCharges.removeConfirm')}
        onConfirm={confirmRemove}
        isPending={remove.isPending}
        errorMessage={remove.isError ? getErrorMessage(t, remove.error) : null}
      />
    </SheetSection>
  );
}
