import type { TCreateUserResponse } from '@rentwell/contracts/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { AddUserForm } from './add-user-form.tsx';
import { UserCreated } from './user-created.tsx';

export type TAddUserDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The 'Add user' dialog: the form, then the credentials view. The generated password lives only in this component's
 * state, so closing the dialog forgets it: it is shown once.
 */
export function AddUserDialog({ open, onOpenChange }: TAddUserDialogProps) {
  const { t } = useTranslation();
  const [created, setCreated] = useState<TCreateUserResponse | null>(null);

  const changeOpen = (next: boolean) => {
    if (!next) setCreated(null);
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        className="max-w-xl"
        // A stray click beside the dialog must not throw away a password that is shown only once.
        onPointerDownOutside={(event) => {
          if (created) event.preventDefault();
        }}
      >
        {created ? (
          <UserCreated result={created} onDone={() => changeOpen(false)} />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{t('users.add.title')}</DialogTitle>
              <DialogDescription>{t('users.add.description')}</DialogDescription>
            </DialogHeader>
            {open ? <AddUserForm onCreated={setCreated} /> : null}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
