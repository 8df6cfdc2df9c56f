import type { TRentMailingKind } from '@rentwell/contracts/rent-mailings';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledDialog } from '../../../components/titled-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FailureAlert } from '../../../components/ui/failure-alert.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { toast } from '../../../lib/toast.ts';
import { usePreviewRentMailings, useSendRentMailings } from '../api/rent-mailing-mutations.ts';

export type TRentMailingDialogProps = {
  kind: TRentMailingKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * 'Send this month's notices' (or statements): first a dry run listing who gets what and who is skipped and why,
 * then the send. A lease that already got it is skipped, so sending twice mails nobody twice.
 */
export function RentMailingDialog({ kind, open, onOpenChange }: TRentMailingDialogProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const preview = usePreviewRentMailings();
  const send = useSendRentMailings();
  const { mutate: runPreview, reset: resetPreview } = preview;
  const { reset: resetSend } = send;
  useEffect(() => {
    if (open) runPreview(kind);
    else {
      resetPreview();
      resetSend();
    }
  }, [open, kind, runPreview, resetPreview, resetSend]);
  const items = preview.data?.items ?? [];
  const toSend = items.filter((item) => item.skipped === null).length;
  const onSend = () =>
    send.mutate(kind, {
      onSuccess: (result) => {
        toast.success(t(`rentMailings.${kind}.sent`, { count: result.sent }));
        onOpenChange(false);
      },
    });
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-2xl"
      title={t(`rentMailings.${kind}.title`)}
      description={t(`rentMailings.${kind}.description`)}
    >
      {preview.isPending || preview.isIdle ? (
        <div className="grid gap-2" role="status" aria-label={t('common.loading')}>
          <Skeleton className="h-10 rounded-lg" />
          <Skeleton className="h-10 rounded-lg" />
        </div>
      ) : preview.isError ? (
        <FailureAlert title={t('rentMailings.previewFailed')}>{getErrorMessage(t, preview.error)}</FailureAlert>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('rentMailings.nobody')}</p>
      ) : (
        <Table containerClassName="max-h-[24rem]" scrollLabel={t('rentMailings.previewLabel')}>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">{t('rentMailings.columns.tenant')}</TableHead>
              <TableHead scope="col">{t('rentMailings.columns.unit')}</TableHead>
              <TableHead scope="col" className="text-end">
                {t(`rentMailings.${kind}.amount`)}
              </TableHead>
              <TableHead scope="col">{t('rentMailings.columns.outcome')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((item) => (
              <TableRow key={item.leaseId}>
                <TableCell>{item.tenantName || t('rentMailings.noTenant')}</TableCell>
                <TableCell>{`${item.propertyName} · ${item.unitLabel}`}</TableCell>
                <TableCell className="text-end tabular-nums">{format.money(item.totalMinor, item.currency)}</TableCell>
                <TableCell className={item.skipped ? 'text-muted-foreground' : ''}>
                  {item.skipped ? t(`rentMailings.skipped.${item.skipped}`) : t('rentMailings.willSend')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {send.isError ? (
        <FailureAlert title={t('rentMailings.sendFailed')}>{getErrorMessage(t, send.error)}</FailureAlert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          {t('common.cancel')}
        </Button>
        <Button disabled={toSend === 0 || send.isPending} aria-busy={send.isPending} onClick={onSend}>
          {send.isPending ? t('rentMailings.sending') : t(`rentMailings.${kind}.send`, { count: toSend })}
        </Button>
      </div>
    </TitledDialog>
  );
}
