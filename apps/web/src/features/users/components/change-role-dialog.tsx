import type { TManagedUser } from '@rentwell/contracts/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FormDialogFooter } from '../../../components/form-dialog-footer.tsx';
import { FormSelect } from '../../../components/form-select.tsx';
import { TitledDialog } from '../../../components/titled-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useChangeUserRole } from '../api/user-mutations.ts';
import { choiceOfRole, ROLE_CHOICES, roleOfChoice, type TRoleChoice } from '../user-roles.ts';

export type TChangeRoleDialogProps = {
  /** The user whose role changes; `null` closes the dialog. */
  user: TManagedUser | null;
  onClose: () => void;
};

function ChangeRoleForm({ user, onClose }: { user: TManagedUser; onClose: () => void }) {
  const { t } = useTranslation();
  const changeRole = useChangeUserRole();
  const [choice, setChoice] = useState<TRoleChoice>(choiceOfRole(user.role) ?? 'tenant');
  const role = roleOfChoice(choice);
  const isUnchanged = role === user.role;

  const save = () => {
    changeRole.mutate(
      { userId: user.id, role },
      {
        onSuccess: (updated) => {
          toast.success(t('users.changeRole.done', { name: updated.name, role: t(`roles.${updated.role}`) }));
          onClose();
        },
      },
    );
  };

  return (
    <form
      className="grid gap-5"
      noValidate
      aria-busy={changeRole.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        if (!isUnchanged) save();
      }}
    >
      <FormField label={t('users.add.role')} hint={t('users.add.roleHint')}>
        <FormSelect
          value={choice}
          onValueChange={(value) => setChoice(ROLE_CHOICES.find((candidate) => candidate === value) ?? choice)}
          disabled={changeRole.isPending}
          options={ROLE_CHOICES.map((option) => ({ value: option, label: t(`users.roleChoices.${option}`) }))}
        />
      </FormField>
      <FormDialogFooter
        errorMessage={changeRole.isError ? getErrorMessage(t, changeRole.error) : null}
        isSubmitting={changeRole.isPending}
        isSubmitDisabled={isUnchanged}
        submitLabel={t('users.changeRole.submit')}
        submittingLabel={t('users.changeRole.submit')}
      />
    </form>
  );
}

/** Gives a user another role; the server keeps one active admin per organization and refuses a change to oneself. */
export function ChangeRoleDialog({ user, onClose }: TChangeRoleDialogProps) {
  const { t } = useTranslation();
  return (
    <TitledDialog
      open={user !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      className="max-w-md"
      title={t('users.changeRole.title')}
      description={user ? t('users.changeRole.description', { name: user.name, role: t(`roles.${user.role}`) }) : null}
    >
      {user ? <ChangeRoleForm key={user.id} user={user} onClose={onClose} /> : null}
    </TitledDialog>
  );
}
