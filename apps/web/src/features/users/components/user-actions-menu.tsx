import type { TManagedUser } from '@rentwell/contracts/users';
import { EllipsisVertical, Trash2, UserCheck, UserCog, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';

export type TUserActions = {
  onChangeRole: (user: TManagedUser) => void;
  onDeactivate: (user: TManagedUser) => void;
  onReactivate: (user: TManagedUser) => void;
  onDelete: (user: TManagedUser) => void;
};

/** Change role, deactivate or reactivate, delete: the row's menu. */
export function UserActionsMenu({ user, actions }: { user: TManagedUser; actions: TUserActions }) {
  const { t } = useTranslation();
  const isActive = user.status === 'active';
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={t('users.actions.menu', { name: user.name })}>
          <EllipsisVertical aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => actions.onChangeRole(user)}>
          <UserCog aria-hidden="true" />
          {t('users.actions.changeRole')}
        </DropdownMenuItem>
        {isActive ? (
          <DropdownMenuItem onSelect={() => actions.onDeactivate(user)}>
            <UserX aria-hidden="true" />
            {t('users.actions.deactivate')}
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem onSelect={() => actions.onReactivate(user)}>
            <UserCheck aria-hidden="true" />
            {t('users.actions.reactivate')}
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => actions.onDelete(user)}>
          <Trash2 aria-hidden="true" />
          {t('users.actions.delete')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
