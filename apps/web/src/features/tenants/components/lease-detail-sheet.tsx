import type { TLease } from '@rentwell/contracts/leases';
import { useQuery } from '@tanstack/react-query';
import { CalendarX2, Download, FileSignature, FileText, Mail, Phone, RefreshCw } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button-link.tsx';
import { SheetLoadFailed, SheetLoading } from '../../../components/sheet-load-state.tsx';
import { SheetSection } from '../../../components/sheet-section.tsx';
import { SignatureStatusBadge } from '../../../components/signature-status-badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../../../components/ui/sheet.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { toast } from '../../../lib/toast.ts';
import { useUploadLeaseDocument } from '../api/tenant-mutations.ts';
import { leasePaymentsQueryOptions, leaseQueryOptions } from '../api/tenant-queries.ts';
import { ChargeList } from './charge-list.tsx';
import { LeaseDocumentField, UploadProgress } from './lease-document-field.tsx';
import { LeaseExtraCharges } from './lease-extra-charges.tsx';
import { LeaseOverdueLetters } from './lease-overdue-letters.tsx';
import { RenewLeaseDialog } from './renew-lease-dialog.tsx';
import { RentMailingsList } from './rent-mailings-list.tsx';
import { TerminateLeaseDialog } from './terminate-lease-dialog.tsx';

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm tabular-nums">{children}</dd>
    </div>
  );
}

/** Where the lease's agreement stands in e-signature, and the way to send it or follow it on the documents page. */
function AgreementSignature({ lease }: { lease: TLease }) {
  const { t } = useTranslation();
  const canSend = lease.agreementSignature === null || lease.agreementSignature === 'declined';
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground">{t('tenants.lease.agreementSignature')}</span>
        {lease.agreementSignature ? (
          <SignatureStatusBadge status={lease.agreementSignature} />
        ) : (
          <span>{t('tenants.lease.notSentForSignature')}</span>
        )}
      </div>
      <ButtonLink
        size="sm"
        variant="outline"
        to={canSend ? `/documents?requestSignatures=${encodeURIComponent(lease.id)}` : '/documents?tab=lease'}
      >
        <FileSignature aria-hidden="true" />
        {canSend ? t('tenants.lease.sendForSignature') : t('tenants.lease.followSignatures')}
      </ButtonLink>
    </div>
  );
}

function LeaseDocument({ lease }: { lease: TLease }) {
  const { t } = useTranslation();
  const upload = useUploadLeaseDocument(lease.id);
  const [fraction, setFraction] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);

  const uploadFile = async (file: File | null, validationError: string | null) => {
    setError(validationError);
    if (!file || validationError) return;
    setFraction(0);
    try {
      await upload.mutateAsync({ file, onProgress: setFraction });
      toast.success(t('tenants.document.uploaded'));
    } catch (uploadError) {
      toast.error(t('tenants.document.uploadFailed'), { description: getErrorMessage(t, uploadError) });
    } finally {
      setFraction(null);
      setInputKey((key) => key + 1);
    }
  };

  return (
    <SheetSection title={t('tenants.lease.document')}>
      {lease.document ? (
        <div className="flex items-center gap-3 rounded-lg border p-3">
          <FileText className="size-5 shrink-0 text-brand" aria-hidden="true" />
          <span className="min-w-0 flex-1 truncate text-sm font-medium">{lease.document.name}</span>
          <Button variant="outline" size="sm" asChild>
            <a href={lease.document.url} download>
              <Download aria-hidden="true" />
              {t('tenants.lease.download')}
            </a>
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t('tenants.lease.noDocument')}</p>
      )}
      <AgreementSignature lease={lease} />
      <LeaseDocumentField
        key={inputKey}
        label={lease.document ? t('tenants.lease.replaceDocument') : t('tenants.lease.uploadDocument')}
        error={error}
        disabled={fraction !== null}
        onChange={(file, validationError) => void uploadFile(file, validationError)}
      />
      {fraction !== null ? <UploadProgress fraction={fraction} /> : null}
    </SheetSection>
  );
}

function LeaseDetail({ leaseId, onOpenLease }: { leaseId: string; onOpenLease: (leaseId: string) => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const lease = useQuery(leaseQueryOptions(leaseId));
  const payments = useQuery(leasePaymentsQueryOptions(leaseId));
  const [dialog, setDialog] = useState<'terminate' | 'renew' | null>(null);

  if (lease.isPending) return <SheetLoading title={t('tenants.lease.title')} />;
  if (lease.isError) {
    return (
      <SheetLoadFailed
        title={t('tenants.lease.title')}
        failedTitle={t('tenants.lease.loadFailed')}
        error={lease.error}
        onRetry={() => void lease.refetch()}
      />
    );
  }

  const data = lease.data;
  // A lease is terminated once: a second termination (even to move the date) answers 409.
  const canTerminate = (data.status === 'active' || data.status === 'pending') && data.terminatedOn === null;
  return (
    <>
      <SheetHeader className="border-b">
        <div className="flex flex-wrap items-center gap-2">
          <SheetTitle>{data.tenant?.name ?? t('tenants.noTenant')}</SheetTitle>
          <StatusBadge status={data.status} />
        </div>
        <SheetDescription>
          {data.property.name} · {t('common.unitLabel', { unit: data.unit.label })}
        </SheetDescription>
        <div className="mt-2 flex flex-wrap gap-2">
          {canTerminate ? (
            <Button variant="outline" size="sm" onClick={() => setDialog('terminate')}>
              <CalendarX2 aria-hidden="true" />
              {t('tenants.lease.terminate')}
            </Button>
          ) : null}
          <Button variant="outline" size="sm" onClick={() => setDialog('renew')} disabled={!data.tenant}>
            <RefreshCw aria-hidden="true" />
            {t('tenants.lease.renew')}
          </Button>
        </div>
      </SheetHeader>

      <div className="grid flex-1 content-start gap-6 overflow-y-auto p-4 pb-8">
        <SheetSection title={t('tenants.lease.terms')}>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
            <Term label={t('tenants.lease.startDate')}>{format.date(data.startDate)}</Term>
            <Term label={t('tenants.lease.endDate')}>{format.date(data.endDate)}</Term>
            {data.terminatedOn ? (
              <Term label={t('tenants.lease.terminatedOn')}>{format.date(data.terminatedOn)}</Term>
            ) : null}
            <Term label={t('tenants.lease.monthlyRent')}>{format.money(data.monthlyRentMinor, data.currency)}</Term>
            <Term label={t('tenants.lease.securityDeposit')}>
              {format.money(data.securityDepositMinor, data.currency)}
            </Term>
            <Term label={t('tenants.lease.dueDay')}>{t('tenants.lease.dueDayValue', { day: data.dueDay })}</Term>
            <Term label={t('tenants.lease.balance')}>
              <span className={data.balance.owedMinor > 0 ? 'font-semibold text-danger' : undefined}>
                {format.money(data.balance.owedMinor, data.currency)}
              </span>
            </Term>
            {data.balance.creditMinor > 0 ? (
              <Term label={t('tenants.lease.paidAhead')}>{format.money(data.balance.creditMinor, data.currency)}</Term>
            ) : null}
            <Term label={t('tenants.lease.nextDue')}>
              {data.nextDueDate ? format.date(data.nextDueDate) : t('tenants.lease.none')}
            </Term>
          </dl>
        </SheetSection>

        {data.tenant ? (
          <SheetSection title={t('tenants.lease.tenant')}>
            <ul className="grid gap-2 text-sm">
              <li>
                <a
                  href={`mailto:${data.tenant.email}`}
                  className="inline-flex items-center gap-2 rounded-sm text-brand hover:underline"
                >
                  <Mail className="size-4" aria-hidden="true" />
                  {data.tenant.email}
                </a>
              </li>
              {data.tenant.phone ? (
                <li>
                  <a
                    href={`tel:${data.tenant.phone.replace(/[^\d+]/g, '')}`}
                    className="inline-flex items-center gap-2 rounded-sm text-brand hover:underline"
                  >
                    <Phone className="size-4" aria-hidden="true" />
                    {data.tenant.phone}
                  </a>
                </li>
              ) : null}
            </ul>
          </SheetSection>
        ) : null}

        <LeaseExtraCharges lease={data} />

        <LeaseDocument lease={data} />

        <SheetSection title={t('tenants.lease.payments')}>
          {payments.isPending ? (
            <Skeleton className="h-28 rounded-lg" />
          ) : payments.isError ? (
            <p className="text-sm text-danger">{getErrorMessage(t, payments.error)}</p>
          ) : payments.data.items.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('tenants.lease.noPayments')}</p>
          ) : (
            <ChargeList charges={payments.data.items} limit={6} />
          )}
        </SheetSection>

        <SheetSection title={t('rentMailings.history.title')}>
          <RentMailingsList leaseId={data.id} />
        </SheetSection>
        <LeaseOverdueLetters leaseId={data.id} />
      </div>

      {dialog === 'terminate' ? (
        <TerminateLeaseDialog lease={data} open onOpenChange={(open) => setDialog(open ? 'terminate' : null)} />
      ) : null}
      {dialog === 'renew' ? (
        <RenewLeaseDialog
          lease={data}
          open
          onOpenChange={(open) => setDialog(open ? 'renew' : null)}
          onRenewed={(renewed) => onOpenLease(renewed.id)}
        />
      ) : null}
    </>
  );
}

export type TLeaseDetailSheetProps = {
  /** The lease to show; null closes the sheet. */
  leaseId: string | null;
  onOpenChange: (open: boolean) => void;
  onOpenLease: (leaseId: string) => void;
};

/** A lease's terms, tenant, document, actions (terminate, renew) and payment history, in a side sheet. */
export function LeaseDetailSheet({ leaseId, onOpenChange, onOpenLease }: TLeaseDetailSheetProps) {
  // Keep showing the last lease while the sheet animates closed.
  const [shownId, setShownId] = useState(leaseId);
  useEffect(() => {
    if (leaseId) setShownId(leaseId);
  }, [leaseId]);

  return (
    <Sheet open={leaseId !== null} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-full max-w-xl bg-background sm:w-[36rem]">
        {shownId ? <LeaseDetail key={shownId} leaseId={shownId} onOpenLease={onOpenLease} /> : null}
      </SheetContent>
    </Sheet>
  );
}
