import type { TCreateUserResponse, TManagedUser } from '@rentwell/contracts/users';
import { useTranslation } from 'react-i18next';
import { CredentialsDialog } from '../../../components/credentials-dialog.tsx';
import { AddUserForm } from './add-user-form.tsx';
import { UserCreated } from './user-created.tsx';

export type TAddUserDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Done' after the credentials: the page shows the person added. */
  onAdded?: (user: TManagedUser) => void;
};

/** The 'Add user' dialog: the form, then the credentials view, shown once. */
export function AddUserDialog({ open, onOpenChange, onAdded }: TAddUserDialogProps) {
  const { t } = useTranslation();
  return (
    <CredentialsDialog<TCreateUserResponse>
      open={open}
      onOpenChange={onOpenChange}
      className="max-w-xl"
      title={t('users.add.title')}
      description={t('users.add.description')}
      renderForm={(onCreated) => <AddUserForm onCreated={onCreated} />}
      renderCreated={(created, onDone) => (
        <UserCreated
          result={created}
          onDone={() => {
            onDone();
            onAdded?.(created.user);
          }}
        />
      )}
    />
  );
}
