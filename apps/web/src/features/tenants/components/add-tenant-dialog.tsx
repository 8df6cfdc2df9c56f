import type { TCreateTenantResponse } from '@rentwell/contracts/leases';
import { useTranslation } from 'react-i18next';
import { CredentialsDialog } from '../../../components/credentials-dialog.tsx';
import { AddTenantForm } from './add-tenant-form.tsx';
import { TenantCredentials } from './tenant-credentials.tsx';

type TCreated = { result: TCreateTenantResponse; isDocumentMissing: boolean };

export type TAddTenantDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** The add-tenant dialog (SPEC §2): the form, then the credentials view, shown once. */
export function AddTenantDialog({ open, onOpenChange }: TAddTenantDialogProps) {
  const { t } = useTranslation();
  return (
    <CredentialsDialog<TCreated>
      open={open}
      onOpenChange={onOpenChange}
      className="max-w-2xl"
      title={t('tenants.add.title')}
      description={t('tenants.add.description')}
      renderForm={(onCreated) => (
        <AddTenantForm onCreated={(result, isDocumentMissing) => onCreated({ result, isDocumentMissing })} />
      )}
      renderCreated={(created, onDone) => (
        <TenantCredentials result={created.result} isDocumentMissing={created.isDocumentMissing} onDone={onDone} />
      )}
    />
  );
}
