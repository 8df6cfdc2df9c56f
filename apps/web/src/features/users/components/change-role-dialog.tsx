import type { TManagedUser } from '@rentwell/contracts/users';
import { useTranslation } from 'react-i18next';
import { RoleChangeDialog } from '../../../components/role-change-dialog.tsx';
import { useChangeUserRole } from '../api/user-mutations.ts';
import { choiceOfRole, ROLE_CHOICES, roleOfChoice } from '../user-roles.ts';

export type TChangeRoleDialogProps = {
  /** The user whose role changes; `null` closes the dialog. */
  user: TManagedUser | null;
  onClose: () => void;
};

/** Gives a user another role; the server keeps one active admin per organization and refuses a change to oneself. */
export function ChangeRoleDialog({ user, onClose }: TChangeRoleDialogProps) {
  const { t } = useTranslation();
  const changeRole = useChangeUserRole();
  return (
    <RoleChangeDialog
      user={user}
      onClose={onClose}
      change={changeRole}
      description={user ? t('users.changeRole.description', { name: user.name, role: t(`roles.${user.role}`) }) : null}
      hint={t('users.add.roleHint')}
      choices={ROLE_CHOICES.map((choice) => ({ value: choice, label: t(`users.roleChoices.${choice}`) }))}
      choiceOfRole={(role) => choiceOfRole(role) ?? 'tenant'}
      roleOfChoice={roleOfChoice}
    />
  );
}
