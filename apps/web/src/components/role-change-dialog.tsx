import type { TRole } from '@rentwell/contracts/roles';
import type { TManageableRole } from '@rentwell/contracts/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDialogMutation } from '../lib/dialog-mutation.ts';
import { getErrorMessage } from '../lib/error-messages.ts';
import { toast } from '../lib/toast.ts';
import { FormDialogFooter } from './form-dialog-footer.tsx';
import { FormSelect } from './form-select.tsx';
import { TitledDialog } from './titled-dialog.tsx';
import { FormField } from './ui/form-field.tsx';

/** A `useMutation` that changes a user's role. */
type TRoleChange = TDialogMutation<{ userId: string; role: TManageableRole }, { name: string; role: TRole }>;

type TRoleChangeUser = { id: string; role: TRole };

type TRoleChoices<TChoice extends string> = {
  /** The roles offered, as the select labels them. */
  choices: readonly { value: TChoice; label: string }[];
  /** The choice that shows a stored role. */
  choiceOfRole: (role: TRole) => TChoice;
  /** The stored role a choice gives. */
  roleOfChoice: (choice: TChoice) => TManageableRole;
  /** What the roles allow, under the select. */
  hint: string;
};

export type TRoleChangeDialogProps<TChoice extends string> = TRoleChoices<TChoice> & {
  /** The user whose role changes; `null` closes the dialog. */
  user: TRoleChangeUser | null;
  onClose: () => void;
  /** Who the user is, and what the server keeps whatever the change. */
  description: string | null;
  change: TRoleChange;
};

function RoleChangeForm<TChoice extends string>({
  user,
  choices,
  choiceOfRole,
  roleOfChoice,
  hint,
  change,
  onClose,
}: TRoleChoices<TChoice> & { user: TRoleChangeUser; change: TRoleChange; onClose: () => void }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState(choiceOfRole(user.role));
  const role = roleOfChoice(choice);
  const isUnchanged = role === user.role;
  return (
    <form
      className="grid gap-5"
      noValidate
      aria-busy={change.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        if (isUnchanged) return;
        change.mutate(
          { userId: user.id, role },
          {
            onSuccess: (updated) => {
              toast.success(t('roleChange.done', { name: updated.name, role: t(`roles.${updated.role}`) }));
              onClose();
            },
          },
        );
      }}
    >
      <FormField label={t('roleChange.role')} hint={hint}>
        <FormSelect
          value={choice}
          onValueChange={(value) => setChoice(choices.find((option) => option.value === value)?.value ?? choice)}
          disabled={change.isPending}
          options={choices}
        />
      </FormField>
      <FormDialogFooter
        errorMessage={change.error ? getErrorMessage(t, change.error) : null}
        isSubmitting={change.isPending}
        isSubmitDisabled={isUnchanged}
        submitLabel={t('roleChange.save')}
        submittingLabel={t('roleChange.save')}
      />
    </form>
  );
}

/** Gives a user another role: a select of the roles offered, saved by `change`; Save is off until the role differs. */
export function RoleChangeDialog<TChoice extends string>({
  user,
  onClose,
  description,
  change,
  ...roleChoices
}: TRoleChangeDialogProps<TChoice>) {
  const { t } = useTranslation();
  const close = () => {
    change.reset();
    onClose();
  };
  return (
    <TitledDialog
      open={user !== null}
      onOpenChange={(open) => (open ? null : close())}
      className="max-w-md"
      title={t('roleChange.title')}
      description={description}
    >
      {user ? <RoleChangeForm key={user.id} user={user} change={change} onClose={close} {...roleChoices} /> : null}
    </TitledDialog>
  );
}
