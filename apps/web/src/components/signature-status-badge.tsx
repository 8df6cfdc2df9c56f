import type { TSignatureRequestStatus } from '@rentwell/contracts/signatures';
import { useTranslation } from 'react-i18next';
import { Badge, type TBadgeVariant } from './ui/badge.tsx';

const VARIANTS: Record<TSignatureRequestStatus, TBadgeVariant> = {
  pending: 'warning',
  partially_signed: 'info',
  fully_signed: 'success',
  declined: 'danger',
  revoked: 'neutral',
};

/** Pending signature, partially signed, fully signed or withdrawn. */
export function SignatureStatusBadge({ status }: { status: TSignatureRequestStatus }) {
  const { t } = useTranslation();
  return <Badge variant={VARIANTS[status]}>{t(`documents.signatureStatus.${status}`)}</Badge>;
}
