import type { TCreateTenantResponse } from '@rentwell/contracts/leases';
import { CircleCheck, Info, KeyRound, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../../../components/copy-field.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';

export type TTenantCredentialsProps = {
  result: TCreateTenantResponse;
  isDocumentMissing: boolean;
  onDone: () => void;
};

/**
 * After the tenant was added: the generated password, shown this once (the server keeps only its hash), or the note
 * that the lease was linked to the tenant's existing account.
 */
export function TenantCredentials({ result, isDocumentMissing, onDone }: TTenantCredentialsProps) {
  const { t } = useTranslation();
  const { lease, credentials } = result;
  return (
    <div className="grid gap-5">
      <DialogHeader>
        <div className="mb-2 flex size-10 items-center justify-center rounded-full bg-success-soft text-success">
          <CircleCheck className="size-5" aria-hidden="true" />
        </div>
        <DialogTitle>{t('tenants.credentials.title')}</DialogTitle>
        <DialogDescription>
          {t('tenants.credentials.description', {
            name: lease.tenant?.name ?? '',
            property: lease.property.name,
            unit: lease.unit.label,
          })}
        </DialogDescription>
      </DialogHeader>

      {credentials ? (
        <>
          <Alert variant="warning" role="alert">
            <TriangleAlert aria-hidden="true" />
            <div className="grid gap-0.5">
              <p className="font-semibold">{t('tenants.credentials.onceTitle')}</p>
              <p>{t('tenants.credentials.onceDescription')}</p>
            </div>
          </Alert>
          <div className="grid gap-4 rounded-lg border bg-card p-4">
            <CopyField
              label={t('tenants.credentials.email')}
              value={credentials.email}
              copyLabel={t('tenants.credentials.copyEmail')}
            />
            <CopyField
              label={t('tenants.credentials.password')}
              value={credentials.password}
              copyLabel={t('tenants.credentials.copyPassword')}
              isSecret
            />
          </div>
          <p className="flex items-start gap-2 text-sm text-muted-foreground">
            <KeyRound className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t('tenants.credentials.changeNote')}
          </p>
        </>
      ) : (
        <Alert>
          <Info aria-hidden="true" />
          <div className="grid gap-0.5">
            <p className="font-semibold">{t('tenants.credentials.linkedTitle')}</p>
            <p>{t('tenants.credentials.linkedDescription', { email: lease.tenant?.email ?? '' })}</p>
          </div>
        </Alert>
      )}

      {isDocumentMissing ? (
        <Alert variant="destructive" role="status">
          <TriangleAlert aria-hidden="true" />
          <span>{t('tenants.credentials.documentMissing')}</span>
        </Alert>
      ) : null}

      <DialogFooter>
        <Button onClick={onDone}>{t('tenants.credentials.done')}</Button>
      </DialogFooter>
    </div>
  );
}
