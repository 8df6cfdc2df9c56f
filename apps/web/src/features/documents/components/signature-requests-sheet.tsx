import type { TDocumentListItem } from '@rentwell/contracts/documents';
import type { TSignatureRequest, TSignatureSigner, TSigningLink } from '@rentwell/contracts/signatures';
import { useQuery } from '@tanstack/react-query';
import { Ban, Download, RotateCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmRecordDialog } from '../../../components/confirm-record-dialog.tsx';
import { SheetLoadFailed, SheetLoading } from '../../../components/sheet-load-state.tsx';
import { SheetSection } from '../../../components/sheet-section.tsx';
import { SignatureStatusBadge } from '../../../components/signature-status-badge.tsx';
import { TimeAgo } from '../../../components/time-ago.tsx';
import { Badge, type TBadgeVariant } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../../../components/ui/sheet.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useNow } from '../../../lib/relative-time.ts';
import { toast } from '../../../lib/toast.ts';
import { useResendSignatureInvitation, useRevokeSignatureRequest } from '../api/document-mutations.ts';
import { documentSignatureRequestsQueryOptions } from '../api/document-queries.ts';
import { SignatureTrail } from './signature-trail.tsx';
import { SigningLinkField } from './signing-link-field.tsx';

const SIGNER_VARIANTS: Record<TSignatureSigner['status'], TBadgeVariant> = {
  pending: 'warning',
  signed: 'success',
  declined: 'danger',
  revoked: 'neutral',
};

function isInProgress(request: TSignatureRequest): boolean {
  return request.status === 'pending' || request.status === 'partially_signed';
}

function SignerRow({
  request,
  signer,
  canManage,
}: {
  request: TSignatureRequest;
  signer: TSignatureSigner;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const now = useNow();
  const resend = useResendSignatureInvitation();
  const [link, setLink] = useState<TSigningLink | null>(null);
  const sendAgain = async () => {
    try {
      const answer = await resend.mutateAsync({ requestId: request.id, signerId: signer.id });
      setLink(answer.link);
      if (!answer.link) toast.success(t('signatureRequests.detail.resent', { email: signer.email }));
    } catch (error) {
      toast.error(getErrorMessage(t, error));
    }
  };
  return (
    <li className="grid gap-2 rounded-lg border p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words">
            {request.ordered ? `${signer.position}. ` : ''}
            {signer.name}
          </p>
          <p className="text-xs break-all text-muted-foreground">
            {t(`signerRoles.${signer.role}`)} · {signer.email}
          </p>
        </div>
        <Badge variant={SIGNER_VARIANTS[signer.status]}>{t(`signatureRequests.signerStatus.${signer.status}`)}</Badge>
      </div>
      <p className="text-xs text-muted-foreground">
        {signer.signedAt ? (
          <>
            {t('signatureRequests.detail.signed')} <TimeAgo instant={signer.signedAt} now={now} />
          </>
        ) : signer.openedAt ? (
          <>
            {t('signatureRequests.detail.opened')} <TimeAgo instant={signer.openedAt} now={now} />
          </>
        ) : (
          t('signatureRequests.detail.notOpened')
        )}
        {signer.reminderCount > 0
          ? ` · ${t('signatureRequests.detail.reminded', { count: signer.reminderCount })}`
          : ''}
      </p>
      {signer.declineReason ? (
        <p className="text-sm break-words">
          {t('signatureRequests.detail.declined', { reason: signer.declineReason })}
        </p>
      ) : null}
      {canManage && isInProgress(request) && signer.status === 'pending' ? (
        <div>
          <Button size="sm" variant="outline" isLoading={resend.isPending} onClick={() => void sendAgain()}>
            <RotateCw aria-hidden="true" />
            {signer.delivery === 'email'
              ? t('signatureRequests.detail.resendEmail')
              : t('signatureRequests.detail.newLink')}
            <span className="sr-only">: {signer.name}</span>
          </Button>
        </div>
      ) : null}
      {link ? <SigningLinkField signerName={signer.name} url={link.url} /> : null}
    </li>
  );
}

function RequestCard({
  request,
  canManage,
  onRevoke,
}: {
  request: TSignatureRequest;
  canManage: boolean;
  onRevoke: (request: TSignatureRequest) => void;
}) {
  const { t } = useTranslation();
  const now = useNow();
  const signerNames = new Map(request.signers.map((signer) => [signer.id, signer.name]));
  return (
    <article className="grid gap-4 rounded-xl border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <SignatureStatusBadge status={request.status} />
        <span className="text-xs text-muted-foreground">
          {t('signatureRequests.detail.sent')} <TimeAgo instant={request.createdAt} now={now} />
        </span>
      </div>
      {request.message ? <p className="text-sm whitespace-pre-wrap break-words">{request.message}</p> : null}
      <ul className="grid gap-2">
        {request.signers.map((signer) => (
          <SignerRow key={signer.id} request={request} signer={signer} canManage={canManage} />
        ))}
      </ul>
      <div className="flex flex-wrap gap-2 empty:hidden">
        {request.finalDocumentId ? (
          <Button size="sm" asChild>
            <a href={`/api/documents/${request.finalDocumentId}/file`} download>
              <Download aria-hidden="true" />
              {t('signatureRequests.detail.downloadSigned')}
            </a>
          </Button>
        ) : null}
        {canManage && isInProgress(request) ? (
          <Button size="sm" variant="outline" onClick={() => onRevoke(request)}>
            <Ban aria-hidden="true" />
            {t('signatureRequests.detail.revoke')}
          </Button>
        ) : null}
      </div>
      {request.finalSha256 ? (
        <p className="text-xs break-all text-muted-foreground">
          {t('signatureRequests.detail.fingerprint')} <span className="font-mono">{request.finalSha256}</span>
        </p>
      ) : null}
      <details className="text-sm">
        <summary className="cursor-pointer rounded-sm font-medium">{t('signatureRequests.trail.title')}</summary>
        <div className="mt-3">
          <SignatureTrail requestId={request.id} signerNames={signerNames} />
        </div>
      </details>
    </article>
  );
}

function RequestsLoader({ document, canManage }: { document: TDocumentListItem; canManage: boolean }) {
  const { t } = useTranslation();
  const requests = useQuery(documentSignatureRequestsQueryOptions(document.id));
  const revoke = useRevokeSignatureRequest();
  const [toRevoke, setToRevoke] = useState<TSignatureRequest | null>(null);
  if (requests.isPending) return <SheetLoading title={document.title} />;
  if (requests.isError) {
    return (
      <SheetLoadFailed
        title={document.title}
        failedTitle={t('signatureRequests.detail.loadFailed')}
        error={requests.error}
        onRetry={() => void requests.refetch()}
      />
    );
  }
  return (
    <>
      <SheetHeader className="border-b">
        <SheetTitle className="text-lg leading-snug break-words">{document.title}</SheetTitle>
        <SheetDescription>{t('signatureRequests.detail.description')}</SheetDescription>
      </SheetHeader>
      <div className="grid flex-1 content-start gap-6 overflow-y-auto p-4 pb-8">
        <SheetSection title={t('signatureRequests.detail.requests')}>
          {requests.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('signatureRequests.detail.none')}</p>
          ) : (
            requests.data.map((request) => (
              <RequestCard key={request.id} request={request} canManage={canManage} onRevoke={setToRevoke} />
            ))
          )}
        </SheetSection>
      </div>
      <ConfirmRecordDialog
        record={toRevoke}
        onClose={() => setToRevoke(null)}
        mutation={revoke}
        variablesOf={(request) => request.id}
        title={t('signatureRequests.revoke.title')}
        description={t('signatureRequests.revoke.description')}
        confirmLabel={t('signatureRequests.revoke.confirm')}
        doneMessage={() => t('signatureRequests.revoke.done')}
      />
    </>
  );
}

export type TSignatureRequestsSheetProps = {
  /** The document whose requests are shown; null closes the sheet. */
  document: TDocumentListItem | null;
  canManage: boolean;
  onClose: () => void;
};

/** A document's signature requests: each signer's progress, new links, withdrawal, the signed PDF and the trail. */
export function SignatureRequestsSheet({ document, canManage, onClose }: TSignatureRequestsSheetProps) {
  // Keep showing the last document while the sheet animates closed.
  const [shown, setShown] = useState(document);
  useEffect(() => {
    if (document) setShown(document);
  }, [document]);
  return (
    <Sheet open={document !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <SheetContent side="right" className="w-full max-w-xl bg-background sm:w-[36rem]">
        {shown ? <RequestsLoader key={shown.id} document={shown} canManage={canManage} /> : null}
      </SheetContent>
    </Sheet>
  );
}
