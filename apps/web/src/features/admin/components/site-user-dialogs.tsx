import type { TSiteUser } from '@rentwell/contracts/site-admin';
import { MANAGEABLE_ROLES, type TManageableRole } from '@rentwell/contracts/users';
import { useTranslation } from 'react-i18next';
import { ConfirmRecordDialog } from '../../../components/confirm-record-dialog.tsx';
import { RoleChangeDialog } from '../../../components/role-change-dialog.tsx';
import { useChangeSiteUserRole, useSetSiteUserActive } from '../api/site-admin-mutations.ts';

function isManageableRole(role: string): role is TManageableRole {
  return (MANAGEABLE_ROLES as readonly string[]).includes(role);
}

/** Another role for a member of an organization; the last active admin of an organization keeps theirs. */
export function SiteUserRoleDialog({ user, onClose }: { user: TSiteUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  const changeRole = useChangeSiteUserRole();
  return (
    <RoleChangeDialog
      user={user}
      onClose={onClose}
      change={changeRole}
      description={
        user
          ? t('siteAdmin.users.changeRoleDescription', {
              name: user.name,
              organization: user.organization?.name ?? '',
            })
          : null
      }
      hint={t('siteAdmin.users.roleHint')}
      choices={MANAGEABLE_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
      choiceOfRole={(role) => (isManageableRole(role) ? role : 'tenant')}
      roleOfChoice={(role) => role}
    />
  );
}

/** Asks before deactivating an account: its sessions end at once. */
export function DeactivateSiteUserDialog({ user, onClose }: { user: TSiteUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  const setActive = useSetSiteUserActive();
  return (
    <ConfirmRecordDialog
      record={user}
      onClose={onClose}
      mutation={setActive}
      variablesOf={(member) => ({ userId: member.id, isActive: false })}
      title={t('siteAdmin.users.deactivateTitle', { name: user?.name ?? '' })}
      description={t('siteAdmin.users.deactivateDescription')}
      confirmLabel={t('siteAdmin.users.deactivate')}
      doneMessage={(member) => t('siteAdmin.users.deactivated', { name: member.name })}
    />
  );
}
