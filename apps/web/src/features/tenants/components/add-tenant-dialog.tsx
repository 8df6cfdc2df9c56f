import type { TCreateTenantResponse } from '@rentwell/contracts/leases';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { AddTenantForm } from './add-tenant-form.tsx';
import { TenantCredentials } from './tenant-credentials.tsx';

type TCreated = { result: TCreateTenantResponse; isDocumentMissing: boolean };

export type TAddTenantDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The add-tenant dialog (SPEC §2): the form, then the credentials view. The generated password lives only in this
 * component's state, so closing the dialog forgets it: it is shown once.
 */
export function AddTenantDialog({ open, onOpenChange }: TAddTenantDialogProps) {
  const { t } = useTranslation();
  const [created, setCreated] = useState<TCreated | null>(null);

  const changeOpen = (next: boolean) => {
    if (!next) setCreated(null);
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        className="max-w-2xl"
        // A stray click beside the dialog must not throw away a password that is shown only once.
        onPointerDownOutside={(event) => {
          if (created) event.preventDefault();
        }}
      >
        {created ? (
          <TenantCredentials
            result={created.result}
            isDocumentMissing={created.isDocumentMissing}
            onDone={() => changeOpen(false)}
          />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{t('tenants.add.title')}</DialogTitle>
              <DialogDescription>{t('tenants.add.description')}</DialogDescription>
            </DialogHeader>
            {open ? (
              <AddTenantForm onCreated={(result, isDocumentMissing) => setCreated({ result, isDocumentMissing })} />
            ) : null}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
