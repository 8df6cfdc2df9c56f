import type { TSiteUser } from '@rentwell/contracts/site-admin';
import { MANAGEABLE_ROLES, type TManageableRole } from '@rentwell/contracts/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormDialogFooter } from '../../../components/form-dialog-footer.tsx';
import { FormSelect } from '../../../components/form-select.tsx';
import { TitledDialog } from '../../../components/titled-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useChangeSiteUserRole, useSetSiteUserActive } from '../api/site-admin-mutations.ts';

function isManageableRole(role: string): role is TManageableRole {
  return (MANAGEABLE_ROLES as readonly string[]).includes(role);
}

function SiteUserRoleForm({ user, onClose }: { user: TSiteUser; onClose: () => void }) {
  const { t } = useTranslation();
  const changeRole = useChangeSiteUserRole();
  const [role, setRole] = useState<TManageableRole>(isManageableRole(user.role) ? user.role : 'tenant');
  return (
    <form
      className="grid gap-5"
      noValidate
      aria-busy={changeRole.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        if (role === user.role) return;
        changeRole.mutate(
          { userId: user.id, role },
          {
            onSuccess: (updated) => {
              toast.success(t('siteAdmin.users.roleChanged', { name: updated.name, role: t(`roles.${updated.role}`) }));
              onClose();
            },
          },
        );
      }}
    >
      <FormField label={t('siteAdmin.users.role')} hint={t('siteAdmin.users.roleHint')}>
        <FormSelect
          value={role}
          onValueChange={(value) => setRole(isManageableRole(value) ? value : role)}
          disabled={changeRole.isPending}
          options={MANAGEABLE_ROLES.map((option) => ({ value: option, label: t(`roles.${option}`) }))}
        />
      </FormField>
      <FormDialogFooter
        errorMessage={changeRole.isError ? getErrorMessage(t, changeRole.error) : null}
        isSubmitting={changeRole.isPending}
        isSubmitDisabled={role === user.role}
        submitLabel={t('siteAdmin.users.saveRole')}
        submittingLabel={t('siteAdmin.users.saveRole')}
      />
    </form>
  );
}

/** Another role for a member of an organization; the last active admin of an organization keeps theirs. */
export function SiteUserRoleDialog({ user, onClose }: { user: TSiteUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <TitledDialog
      open={user !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      className="max-w-md"
      title={t('siteAdmin.users.changeRoleTitle')}
      description={
        user
          ? t('siteAdmin.users.changeRoleDescription', {
              name: user.name,
              organization: user.organization?.name ?? '',
            })
          : null
      }
    >
      {user ? <SiteUserRoleForm key={user.id} user={user} onClose={onClose} /> : null}
    </TitledDialog>
  );
}

/** Asks before deactivating an account: its sessions end at once. */
export function DeactivateSiteUserDialog({ user, onClose }: { user: TSiteUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  const setActive = useSetSiteUserActive();
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) {
          setActive.reset();
          onClose();
        }
      }}
      title={t('siteAdmin.users.deactivateTitle', { name: user?.name ?? '' })}
      description={t('siteAdmin.users.deactivateDescription')}
      confirmLabel={t('siteAdmin.users.deactivate')}
      isPending={setActive.isPending}
      errorMessage={setActive.isError ? getErrorMessage(t, setActive.error) : null}
      onConfirm={() => {
        if (!user) return;
        setActive.mutate(
          { userId: user.id, isActive: false },
          {
            onSuccess: () => {
              toast.success(t('siteAdmin.users.deactivated', { name: user.name }));
              setActive.reset();
              onClose();
            },
          },
        );
      }}
    />
  );
}
